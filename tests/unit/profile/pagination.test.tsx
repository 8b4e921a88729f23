import '@/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '@/features/profile/pagination';

afterEach(cleanup);

function renderPager(url: string, page: number, total: number) {
  const router = createMemoryRouter(
    [{ path: '/profile/invoices', element: <Pagination page={page} total={total} /> }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
}

describe('Pagination', () => {
  it('links every visible page with ?page=N, marks the current one and keeps other parameters', () => {
    renderPager('/profile/invoices?x=1&page=5', 5, 95);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('共 95 条');
    expect(screen.getByRole('link', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '第 1 页' })).toHaveAttribute(
      'href',
      '/profile/invoices?x=1',
    );
    expect(screen.getByRole('link', { name: '第 10 页' })).toHaveAttribute(
      'href',
      '/profile/invoices?x=1&page=10',
    );
    expect(screen.getByRole('link', { name: '上一页' })).toHaveAttribute(
      'href',
      '/profile/invoices?x=1&page=4',
    );
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/profile/invoices?x=1&page=6',
    );
    expect(screen.queryByRole('link', { name: '第 2 页' })).not.toBeInTheDocument();
  });

  it('has no previous link on the first page, no next link on the last, no pager for one page', () => {
    renderPager('/profile/invoices', 1, 25);
    expect(screen.queryByRole('link', { name: '上一页' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下一页' })).toBeInTheDocument();
    cleanup();
    renderPager('/profile/invoices?page=3', 3, 25);
    expect(screen.queryByRole('link', { name: '下一页' })).not.toBeInTheDocument();
    cleanup();
    renderPager('/profile/invoices', 1, 6);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 6 条');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

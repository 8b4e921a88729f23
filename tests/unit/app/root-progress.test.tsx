import '@/i18n';
import { readFileSync } from 'node:fs';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RootShell } from '@/app/root';

function renderShell() {
  let answer: () => void = () => undefined;
  const router = createMemoryRouter([
    {
      path: '/',
      Component: RootShell,
      children: [
        { index: true, element: <Link to="/next">下一页</Link> },
        {
          path: 'next',
          loader: () => new Promise<null>((done) => (answer = () => done(null))),
          element: <h1>下一页</h1>,
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { answer: () => answer() };
}

const bar = () => screen.queryByRole('progressbar', { name: '页面加载中' });

/**
 * docs/product-rules.md §4: a navigation on its way shows the top bar; the bar's own stylesheet
 * keeps it transparent at first, so a quick navigation never flashes it.
 */
describe('the root shell’s progress bar', () => {
  afterEach(cleanup);

  it('is there while a navigation is on its way, and goes when it ends', async () => {
    const { answer } = renderShell();
    const link = await screen.findByRole('link', { name: '下一页' });
    expect(bar()).toBeNull();
    act(() => link.click());
    expect(await screen.findByRole('progressbar', { name: '页面加载中' })).toHaveClass(/delayed/);
    act(() => answer());
    expect(await screen.findByRole('heading', { name: '下一页' })).toBeInTheDocument();
    expect(bar()).toBeNull();
  });

  it('shows itself only after 300 ms', () => {
    const css = readFileSync('src/shared/ui/progress-bar.module.css', 'utf8');
    const delayed = /\.delayed\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(delayed).toMatch(/opacity:\s*0;/);
    expect(delayed).toMatch(/animation:\s*appear\s+\S+\s+\S+\s+0\.3s\s+forwards/);
  });
});

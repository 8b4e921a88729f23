import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/queryClient';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/i18n';

// The footer's copy loads with the layout that has one (src/app/router.tsx).
beforeAll(() => loadNamespaces(['layout.footer']));

afterEach(cleanup);

/** The footer of a build made with the env stubbed so far (env.ts reads it when first imported). */
async function renderFooter() {
  vi.resetModules();
  const { Footer } = await import('@/app/layouts/footer');
  // The fresh module graph starts i18n again, without the footer's part.
  const { loadNamespaces: load } = await import('@/i18n');
  await load(['layout.footer']);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <Footer /> }])} />
    </QueryClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer filing numbers', () => {
  it('shows none when the build sets none', async () => {
    vi.stubEnv('VITE_ICP_FILING', '');
    vi.stubEnv('VITE_PSB_FILING', '');
    const footer = await renderFooter();
    expect(footer).toHaveTextContent('© 2026 芝士云修图');
    expect(footer).not.toHaveTextContent(/ICP备|公网安备/);
    expect(footer.querySelector('a[href*="beian."]')).toBeNull();
  });

  it('shows each number the build sets, linked to its registry', async () => {
    vi.stubEnv('VITE_ICP_FILING', '浙ICP备2023000000号-1');
    vi.stubEnv('VITE_PSB_FILING', '浙公网安备33010602000000号');
    await renderFooter();
    expect(screen.getByRole('link', { name: '浙ICP备2023000000号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    expect(screen.getByRole('link', { name: '浙公网安备33010602000000号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=33010602000000',
    );
  });

  it('shows only the public-security number when only it is set', async () => {
    vi.stubEnv('VITE_ICP_FILING', '');
    vi.stubEnv('VITE_PSB_FILING', '京公网安备 11010502030143号');
    const footer = await renderFooter();
    expect(footer).not.toHaveTextContent('ICP备');
    expect(screen.getByRole('link', { name: '京公网安备 11010502030143号' })).toHaveAttribute(
      'href',
      'https://beian.mps.gov.cn/#/query/webSearch?code=11010502030143',
    );
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * The mock build's own workbench: with VITE_WORKBENCH_ENTRY=/__mock-workbench/ (.env.mock) the
 * build carries a stand-in sub-app (mocks/workbench-app/, scripts/vite-plugin-mock-workbench.ts),
 * so /workbench works on a static QA host with nothing else running. The fixture sub-app on a
 * second origin is tested in tests/e2e/workbench.spec.ts.
 */
const container = (page: Page) => page.locator('#qiankun-content');

test('/workbench mounts the stand-in sub-app from the build itself and follows the path', async ({
  page,
  baseURL,
  openLoggedIn,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('__mock-workbench')) requested.push(request.url());
  });

  await openLoggedIn('/workbench/projects/demo');
  await expect(page.getByRole('status')).toHaveText('工作台已就绪');
  await expect(container(page)).toHaveAttribute('data-wb-state', 'mounted');
  const app = container(page).getByRole('region', { name: '模拟工作台' });
  await expect(app.getByRole('heading', { level: 2, name: '模拟工作台' })).toBeVisible();
  await expect(app.getByText('QA 替身')).toBeVisible();
  await expect(app.getByText(/只供本地开发和 QA 使用/)).toBeVisible();
  await expect(app.getByTestId('mock-wb-path')).toHaveText('/workbench/projects/demo');
  await expect(app.getByText('由 qiankun 挂载在站点内')).toBeVisible();

  // Its links move the host router; the sub-app shows the new path.
  const nav = app.getByRole('navigation', { name: '模拟工作台导航' });
  await expect(nav.getByRole('link', { name: '示例项目' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '精修队列' }).click();
  await expect(page).toHaveURL('/workbench/queue');
  await expect(app.getByTestId('mock-wb-path')).toHaveText('/workbench/queue');
  await expect(nav.getByRole('link', { name: '精修队列' })).toHaveAttribute('aria-current', 'page');

  // Entry, script and style came from the site's own origin, under /__mock-workbench/.
  const origin = new URL(baseURL!).origin;
  expect([...new Set(requested)].sort()).toEqual([
    `${origin}/__mock-workbench/`,
    `${origin}/__mock-workbench/app.css`,
    `${origin}/__mock-workbench/app.js`,
  ]);
});

import { test, E2E_TWIN } from './fixtures';
import { openSignedIn } from '../support/journey/steps';

/**
 * The workbench mounts a real qiankun sub-app from another origin (the fixture of
 * tests/e2e/workbench.spec.ts, on the mock build that points at it: playwright.config.ts).
 */
test.use({
  baseURL: `http://127.0.0.1:${process.env.E2E_WB_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2}`,
});

// Chromium: workbench.spec.ts "mounts from the fixture origin with credentials, follows deep
// paths, unmounts on leave, mounts once on return".
test(
  'the workbench mounts its sub-app, follows its links, and closes on leaving',
  E2E_TWIN,
  async ({ journey }) => {
    await openSignedIn(journey, '/workbench/projects/2024/wedding');
    await journey.see({ css: '[role=status]', text: '工作台已就绪' });
    await journey.read('当前路径：/workbench/projects/2024/wedding');
    await journey.click({ css: '#qiankun-content nav a', text: '精修队列' });
    await journey.at(/^\/workbench\/queue$/);
    await journey.read('当前路径：/workbench/queue');
    await journey.click({ css: 'header nav a', text: '首页' });
    await journey.at(/^\/$/);
    await journey.read('工作台已关闭');
  },
);

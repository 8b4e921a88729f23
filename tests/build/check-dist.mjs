// Checks the production bundle carries no mock code and the mock bundle does (docs/architecture.md
// "Build").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${ok ? '' : ` — ${detail}`}`);
};

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const prod = process.argv[2] ?? 'dist';
const mock = process.argv[3] ?? 'dist-mock';
const MSW_MARKERS = ['mockServiceWorker', '[MSW]', 'setupWorker', 'msw/browser'];
// Mock builds only: the QA panel and the mock state it sets (mocks/qa-panel.tsx,
// mocks/state/store.ts), the stand-in WeixinJSBridge's pay sheet (mocks/wechat-pay-sheet.tsx, its
// host element's id), the preview server's relay path (mocks/lib/provider-path.ts) and the
// stand-in WeChat authorise page (mocks/wechat-authorize.ts).
const MOCK_ONLY_MARKERS = [
  'mock-qa-panel',
  '__mock_state',
  'mock-wechat-pay-sheet',
  '/__mock__/lan',
  '/__mock__/wechat-authorize',
];

const prodFiles = files(prod);
check(
  'dist/ has no mock service worker (mockServiceWorker.js, mock-service-worker.js)',
  !prodFiles.some((f) => /(mockServiceWorker|mock-service-worker)\.js$/.test(f)),
);
const leaking = prodFiles
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => MSW_MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
check('dist/ JS and HTML carry no MSW code', leaking.length === 0, leaking.join(', '));
const mockOnly = prodFiles
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => MOCK_ONLY_MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
check(
  'dist/ JS and HTML carry no QA panel, mock state, mock WeixinJSBridge, LAN relay or mock WeChat authorisation',
  mockOnly.length === 0,
  mockOnly.join(', '),
);
// The stand-in workbench sub-app of the mock builds (scripts/vite-plugin-mock-workbench.ts): no
// folder, no file of it and no reference to its path or its heading in the production build.
const MOCK_WORKBENCH_DIR = '__mock-workbench';
const MOCK_WORKBENCH_MARKERS = [MOCK_WORKBENCH_DIR, '模拟工作台'];
check('dist/ has no __mock-workbench/ folder', !existsSync(join(prod, MOCK_WORKBENCH_DIR)));
const mockWorkbenchLeaks = prodFiles
  .filter((f) => /\.(js|html|css|json|txt|xml|conf)$/.test(f))
  .filter((f) => MOCK_WORKBENCH_MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
check(
  'dist/ files carry no mock workbench path or text',
  mockWorkbenchLeaks.length === 0,
  mockWorkbenchLeaks.join(', '),
);
check(
  'dist/ has sitemap.xml and robots.txt',
  existsSync(join(prod, 'sitemap.xml')) && existsSync(join(prod, 'robots.txt')),
);

if (existsSync(mock)) {
  const mockFiles = files(mock);
  check(
    'dist-mock/ has the worker and its front (public/mock-service-worker.js)',
    mockFiles.some((f) => f.endsWith('/mockServiceWorker.js')) &&
      mockFiles.some((f) => f.endsWith('/mock-service-worker.js')),
  );
  check(
    'dist-mock/ carries the MSW code',
    mockFiles
      .filter((f) => f.endsWith('.js'))
      .some((f) => readFileSync(f, 'utf8').includes('mockServiceWorker')),
  );
  // The markers are where the check above expects them: a renamed marker cannot pass by absence.
  const mockJs = mockFiles.filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8'));
  check(
    'dist-mock/ carries the QA panel, mock state, mock WeixinJSBridge, LAN relay and mock WeChat authorisation',
    MOCK_ONLY_MARKERS.every((m) => mockJs.some((text) => text.includes(m))),
  );
  check(
    'dist-mock/ has the stand-in workbench (__mock-workbench/index.html and its script)',
    ['index.html', 'app.js'].every((name) => existsSync(join(mock, MOCK_WORKBENCH_DIR, name))),
  );
}

const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

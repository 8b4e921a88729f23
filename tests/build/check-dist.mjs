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
/** The QA panel and the mock state it sets (mocks/qa-panel.tsx, mocks/state/store.ts). */
const QA_MARKERS = ['mock-qa-panel', '__mock_state'];

const prodFiles = files(prod);
check(
  'dist/ has no mockServiceWorker.js',
  !prodFiles.some((f) => f.endsWith('mockServiceWorker.js')),
);
const leaking = prodFiles
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => MSW_MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
check('dist/ JS and HTML carry no MSW code', leaking.length === 0, leaking.join(', '));
const qaLeaking = prodFiles
  .filter((f) => /\.(js|html)$/.test(f))
  .filter((f) => QA_MARKERS.some((m) => readFileSync(f, 'utf8').includes(m)));
check('dist/ JS and HTML carry no QA panel', qaLeaking.length === 0, qaLeaking.join(', '));
check(
  'dist/ has sitemap.xml and robots.txt',
  existsSync(join(prod, 'sitemap.xml')) && existsSync(join(prod, 'robots.txt')),
);

if (existsSync(mock)) {
  const mockFiles = files(mock);
  check(
    'dist-mock/ has the worker',
    mockFiles.some((f) => f.endsWith('mockServiceWorker.js')),
  );
  check(
    'dist-mock/ carries the MSW code',
    mockFiles
      .filter((f) => f.endsWith('.js'))
      .some((f) => readFileSync(f, 'utf8').includes('mockServiceWorker')),
  );
  for (const marker of QA_MARKERS)
    check(
      `dist-mock/ carries the QA panel (${marker})`,
      mockFiles
        .filter((f) => f.endsWith('.js'))
        .some((f) => readFileSync(f, 'utf8').includes(marker)),
    );
}

const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

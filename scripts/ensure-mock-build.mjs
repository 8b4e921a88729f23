// `npm run test:e2e` tests the mock bundles: rebuild each first when any of its inputs is newer than
// it (or it is missing), so a run never tests yesterday's code.
//
//   dist-mock/         `npm run build:mock` as a QA host gets it (its workbench is the stand-in
//                      sub-app on its own origin, mocks/README.md "工作台"); the suite's main build.
//                      Skipped when E2E_DIST points the suite at another build: its owner built it.
//   dist-wb-fixture/   the same mock build with VITE_WORKBENCH_ENTRY at the fixture sub-app's origin
//                      (tests/e2e/fixtures/wb-app/server.mjs, port WB_FIXTURE_PORT), for
//                      tests/e2e/workbench.spec.ts; also rebuilt when it points at another port.
//                      Skipped when E2E_WB_DIST names another build.
//
// `node scripts/ensure-mock-build.mjs wb-fixture` ensures only the second (playwright.config.ts
// runs it before serving that build, so a plain `npx playwright test` has it too).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MOCK_OUT = 'dist-mock';
const WB_FIXTURE_OUT = 'dist-wb-fixture';
const INPUTS = [
  'src',
  'mocks',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = (out) =>
  existsSync(join(out, 'index.html')) ? statSync(join(out, 'index.html')).mtimeMs : 0;

/** The workbench origins the build at `out` was made for (its nginx CSP sources record them). */
function workbenchOrigins(out) {
  try {
    return JSON.parse(readFileSync(join(out, '_nginx', 'csp.json'), 'utf8')).workbench ?? [];
  } catch {
    return null;
  }
}

const envFiles = readdirSync('.').filter((name) => name.startsWith('.env'));
const inputsChanged = Math.max(...[...INPUTS, ...envFiles].map(newest));
const onlyFixture = process.argv[2] === 'wb-fixture';

if (onlyFixture || (process.env.E2E_DIST && process.env.E2E_DIST !== MOCK_OUT)) {
  // Not asked for, or another build under test: its owner built it.
} else if (builtAt(MOCK_OUT) < inputsChanged) {
  console.log(
    `${MOCK_OUT}/ is ${builtAt(MOCK_OUT) ? 'older than its sources' : 'missing'}: building it first`,
  );
  execSync('npm run -s build:mock', { stdio: 'inherit' });
}

const fixtureOrigin = `http://127.0.0.1:${process.env.WB_FIXTURE_PORT ?? 4313}`;
if (process.env.E2E_WB_DIST && process.env.E2E_WB_DIST !== WB_FIXTURE_OUT) {
  // Another build under test: its owner built it (with VITE_WORKBENCH_ENTRY at the fixture).
} else {
  const built = builtAt(WB_FIXTURE_OUT);
  const origins = workbenchOrigins(WB_FIXTURE_OUT);
  const reason = !built
    ? 'missing'
    : built < inputsChanged
      ? 'older than its sources'
      : origins?.length !== 1 || origins[0] !== fixtureOrigin
        ? `not built for ${fixtureOrigin}`
        : '';
  if (reason) {
    console.log(`${WB_FIXTURE_OUT}/ is ${reason}: building it first`);
    execSync(`npx vite build --mode mock --outDir ${WB_FIXTURE_OUT} --emptyOutDir`, {
      stdio: 'inherit',
      env: { ...process.env, VITE_WORKBENCH_ENTRY: `${fixtureOrigin}/` },
    });
  }
}

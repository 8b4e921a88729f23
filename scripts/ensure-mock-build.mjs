// `npm run test:e2e` tests the mock bundle in dist-mock/: rebuild it first when any of its inputs
// is newer than it (or it is missing), so a run never tests yesterday's code. Skipped when E2E_DIST
// points the suite at another build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist-mock';
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

const envFiles = readdirSync('.').filter((name) => name.startsWith('.env'));
const inputsChanged = Math.max(...[...INPUTS, ...envFiles].map(newest));
const built = existsSync(join(OUT, 'index.html')) ? statSync(join(OUT, 'index.html')).mtimeMs : 0;

if (process.env.E2E_DIST && process.env.E2E_DIST !== OUT) {
  // Another build under test: its owner built it.
} else if (built < inputsChanged) {
  console.log(`${OUT}/ is ${built ? 'older than its sources' : 'missing'}: building it first`);
  execSync('npm run -s build:mock', { stdio: 'inherit' });
}

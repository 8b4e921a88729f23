// `npm test`: every gate, in the order a failure is cheapest to find.
import { execSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  // Unused files, exports and dependencies, unlisted dependencies (knip.json): any finding fails.
  ['knip', 'npm run -s knip'],
  ['unit', 'npm run -s test:unit'],
  ['build', 'npm run -s build'],
  ['build:mock', 'npm run -s build:mock'],
  ['dist-check', 'node tests/build/check-dist.mjs dist dist-mock'],
  // What the production build asks of a browser against package.json's browserslist (syntax,
  // built-ins, CSS): docs/decisions/0012-browser-support.md. Web APIs are the lint step's part.
  ['browser-support', 'node tests/build/check-browser-support.mjs dist'],
  // Size budgets (perf-budget.json): builds the site and the bench/hello baseline in one run.
  ['budgets', 'npm run -s test:budgets'],
  ['e2e', 'npm run -s test:e2e'],
  ['nginx', 'npm run -s test:nginx'],
];

const only = process.argv.slice(2);
for (const [name, cmd] of steps) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}`);
  try {
    execSync(cmd, {
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

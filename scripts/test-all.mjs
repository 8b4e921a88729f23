// `npm test`: every gate, in the order a failure is cheapest to find. The steps of one stage run
// side by side (each is mostly one process that leaves a core idle); a stage starts once the one
// before has passed. `npm test -- lint unit` runs the named steps only.
import { spawn } from 'node:child_process';

// `yields`: the step runs at a lower priority (nice), so that lint, the static stage's long pole,
// and the unit tests, whose waits have time limits, keep the CPU they need beside it.
const YIELDS = { yields: true };

const stages = [
  [
    // The Debian packages of the later stages (scripts/ensure-system.mjs), installed beside the
    // static checks, which need none of them: on a fresh machine the download waits on the network
    // while they use the CPU. Run whatever steps are named.
    ['system', 'node scripts/ensure-system.mjs', { ...YIELDS, always: true }],
    ['typecheck', 'npm run -s typecheck', YIELDS],
    ['lint', 'npm run -s lint:code'],
    ['format', 'npm run -s lint:format', YIELDS],
    // Unused files, exports and dependencies, unlisted dependencies (knip.json): any finding fails.
    ['knip', 'npm run -s knip', YIELDS],
    // Import cycles, type-only imports included (.dependency-cruiser.cjs): any cycle fails.
    ['cycles', 'npm run -s cycles', YIELDS],
    // Every package of package-lock.json from the npm registry with a sha512 hash: a git, tarball
    // or file dependency fails (scripts/check-lockfile.mjs).
    ['lockfile', 'npm run -s check:lockfile'],
    ['unit', 'npm run -s test:unit'],
  ],
  [['build', 'npm run -s build']],
  [['build:mock', 'npm run -s build:mock']],
  [['dist-check', 'node tests/build/check-dist.mjs dist dist-mock']],
  // What the production build asks of a browser against package.json's browserslist (syntax,
  // built-ins, CSS): docs/decisions/0012-browser-support.md. Web APIs are the lint step's part.
  [['browser-support', 'node tests/build/check-browser-support.mjs dist']],
  // Size budgets (perf-budget.json): builds the site and the bench/hello baseline in one run.
  [['budgets', 'npm run -s test:budgets']],
  [['e2e', 'npm run -s test:e2e']],
  [['nginx', 'npm run -s test:nginx']],
];

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

/**
 * Runs one step. Alone in its stage it writes to the terminal as it goes; beside others its output
 * is held and printed whole when it ends, so that the logs of parallel steps do not interleave.
 */
function run([name, cmd, { yields = false } = {}], alone) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}`);
  return new Promise((resolve) => {
    const child = spawn(yields && !alone ? `nice -n 10 ${cmd}` : cmd, {
      shell: true,
      env,
      stdio: alone ? 'inherit' : 'pipe',
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (held.length) {
        console.log(`\n── ${name} output ──`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
      else console.error(`\n✖ ${name} failed (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const only = process.argv.slice(2);
for (const stage of stages) {
  const steps = stage.filter(
    ([name, , { always = false } = {}]) => always || !only.length || only.includes(name),
  );
  if (!steps.length) continue;
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  if (results.includes(false)) process.exit(1);
}

// `npm test`: every gate, in two lanes that run side by side, and the first failure anywhere stops
// the whole run. `npm test -- lint unit` runs the named steps only.
//
// The static checks read the code as written: they need nothing built and keep no clock, so they
// run side by side at the lowest CPU priority and take what the other lane leaves of the two
// cores (its browsers spend part of their time waiting on pages). The other lane runs one step
// after another, in the order a failure is cheapest to find, at the usual priority: the unit
// tests, then the builds and the browser suites, whose waits (Testing Library's 1 s, an
// animation's 100 ms, Playwright's limits) are real time and must not starve.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const staticChecks = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint:code'],
  ['format', 'npm run -s lint:format'],
  // Unused files, exports and dependencies, unlisted dependencies (knip.json): any finding fails.
  ['knip', 'npm run -s knip'],
  // Import cycles, type-only imports included (.dependency-cruiser.cjs): any cycle fails.
  ['cycles', 'npm run -s cycles'],
].map(([name, cmd]) => [name, cmd, { nice: true }]);

const inOrder = [
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

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const running = new Set();
let stopping = false;

/** Sends `signal` to each step still running: its process group (npm, node and browsers). */
function signalAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Stops every step still running, as Ctrl-C would: Playwright then stops its web servers too.
 * Whatever still runs 10 s later is killed.
 */
function stopAll() {
  if (stopping) return;
  stopping = true;
  signalAll('SIGINT');
  setTimeout(() => signalAll('SIGKILL'), 10_000).unref();
}

/**
 * Puts a step at the lowest CPU priority. A step has its own session (`detached`), and where the
 * kernel groups the processes of a session for scheduling (Linux's autogroup) a process's nice
 * value counts only inside its group: the group's own nice, set here, is what makes the step
 * yield. The command's `nice -n 19` does the same where there are no such groups.
 */
function lowerPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // No autogroup here (another kernel, or not Linux): `nice` alone counts.
  }
}

/**
 * Runs one step. Alone it writes to the terminal as it goes; beside others its output is held and
 * printed whole when it ends, so that the logs of parallel steps do not interleave.
 */
function run([name, cmd, { nice = false } = {}], live) {
  if (stopping) return Promise.resolve(false);
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd}${nice ? ' (low CPU priority)' : ''}`);
  return new Promise((resolve) => {
    const child = spawn(nice ? `nice -n 19 ${cmd}` : cmd, {
      shell: true,
      env,
      detached: true,
      stdio: live ? 'inherit' : 'pipe',
    });
    running.add(child);
    if (nice) lowerPriority(child.pid);
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (stopping && code !== 0) {
        console.log(`◼ ${name} stopped (${seconds} s)`);
        return resolve(false);
      }
      if (held.length) {
        console.log(`\n── ${name} output ──`);
        process.stdout.write(Buffer.concat(held));
      }
      if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
      else {
        console.error(`\n✖ ${name} failed (${seconds} s)`);
        stopAll();
      }
      resolve(code === 0);
    });
  });
}

const only = process.argv.slice(2);
const chosen = (lane) => lane.filter(([name]) => !only.length || only.includes(name));
const background = chosen(staticChecks);
const steps = chosen(inOrder);

async function runInOrder(list) {
  // One at a time, so each writes to the terminal as it goes: the step to watch.
  for (const step of list) {
    if (!(await run(step, true))) return false;
  }
  return true;
}

// Ctrl-C reaches only this process (each step has its own process group): pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);

const started = Date.now();
const results = await Promise.all([
  ...background.map((step) => run(step, background.length === 1 && steps.length === 0)),
  runInOrder(steps),
]);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (results.includes(false)) {
  console.error(`\n✖ npm test failed (${minutes} min)`);
  process.exit(1);
}
console.log(`\n✔ npm test passed (${minutes} min)`);

// `npm audit --omit=dev`: no high or critical advisory may ship (docs/architecture.md "Security").
// The registry mirror of this workplace answers the bulk-advisory endpoint with 405: then the
// audit could not run, which is said loudly but does not fail CI; a finding always does.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no JSON (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message ?? report.error?.summary ?? 'unknown error';
  console.warn(`⚠ npm audit could not reach the advisory service (${why}): NOT CHECKED`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
process.exit(serious > 0 ? 1 : 0);

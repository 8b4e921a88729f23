#!/usr/bin/env node
// `npm run check:lockfile` (npm test's static stage): every package package-lock.json installs is
// a package of the npm registry that npm checks against its sha512 hash. A git dependency, a
// tarball from another host or a file, or an entry without a hash fails, listed.
//   node scripts/check-lockfile.mjs [package-lock.json]
// An entry without `resolved` is a registry package written with npm's
// omit-lockfile-registry-resolved (this project's machines set it): npm fetches it by name and
// version from the registry it is set to, and checks the hash.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REGISTRY = 'https://registry.npmjs.org/';

/**
 * What is wrong with a package-lock.json (lockfileVersion 3): one `{ path, problem }` per
 * offending entry of its `packages` map. Not checked: the root (""), workspace folders (keys
 * outside node_modules) and links to them (`link: true`), which are this repository's own files,
 * and bundled dependencies (`inBundle: true`), which come inside their parent's tarball and have
 * no `resolved` or `integrity` of their own.
 */
export function lockfileProblems(lock) {
  if (lock?.lockfileVersion !== 3 || typeof lock.packages !== 'object' || !lock.packages) {
    return [
      {
        path: '',
        problem: `lockfileVersion ${lock?.lockfileVersion}: expected 3 and a packages map`,
      },
    ];
  }
  const problems = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || !path.includes('node_modules/') || entry.link || entry.inBundle) continue;
    if (entry.resolved !== undefined && !String(entry.resolved).startsWith(REGISTRY))
      problems.push({ path, problem: `resolved from ${entry.resolved}, not ${REGISTRY}` });
    const hashes = typeof entry.integrity === 'string' ? entry.integrity.split(/\s+/) : [];
    if (!hashes.some((hash) => hash.startsWith('sha512-')))
      problems.push({
        path,
        problem: entry.integrity ? `no sha512 hash (${entry.integrity})` : 'no integrity hash',
      });
  }
  return problems;
}

function main() {
  const file = process.argv[2] ?? fileURLToPath(new URL('../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const name = relative(process.cwd(), file);
  const problems = lockfileProblems(lock);
  if (problems.length) {
    console.error(`${name}: ${problems.length} entries not from ${REGISTRY} with a sha512 hash:`);
    for (const { path, problem } of problems)
      console.error(`  ${path || '(lockfile)'}: ${problem}`);
    process.exit(1);
  }
  const count = Object.keys(lock.packages).filter((path) => path.includes('node_modules/')).length;
  console.log(
    `${name}: ${count} packages, none from outside the npm registry, each with a sha512 hash`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

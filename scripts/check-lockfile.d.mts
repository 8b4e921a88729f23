// Types of scripts/check-lockfile.mjs, for its unit test (tests/unit/build/check-lockfile.test.ts).

export const REGISTRY: string;

/** An entry of package-lock.json's `packages` map (the fields read here). */
export interface LockfileEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  [field: string]: unknown;
}

/** What is wrong with a package-lock.json (lockfileVersion 3): one entry per offending package. */
export function lockfileProblems(lock: {
  lockfileVersion?: number;
  packages?: Record<string, LockfileEntry>;
}): { path: string; problem: string }[];

/**
 * The build's checks of its VITE_* values that no other step parses. They run where the build
 * already reads and checks its env — the nginx-csp plugin's `configResolved`
 * (scripts/vite-plugin-nginx-csp.ts), which also refuses a malformed API base, analytics URL,
 * workbench entry or site domain — so that a bad value stops `vite build` before anything is
 * written, with a message that names the variable.
 */
import { filingEnvErrors } from '../src/shared/config/filing.ts';

/** Throws one error listing every malformed value of `env`; returns quietly when all are fine. */
export function assertValidBuildEnv(env: Readonly<Record<string, string | undefined>>): void {
  const errors = filingEnvErrors(env);
  if (errors.length) throw new Error(`[env] ${errors.join('; ')}`);
}

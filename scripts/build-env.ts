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

const SERVICE_API_BASE_KEYS = [
  'VITE_USER_API_BASE',
  'VITE_WEB_API_BASE',
  'VITE_ACTIVITY_API_BASE',
  'VITE_PROMOTION_API_BASE',
  'VITE_PAY_API_BASE',
] as const;

/**
 * The API bases a build calls, by variable: VITE_API_BASE and each service's VITE_*_API_BASE,
 * which defaults to it when unset (src/shared/config/env.ts reads them the same way).
 */
export function apiBaseValues(
  env: Readonly<Record<string, string | undefined>>,
): { name: string; value: string | undefined }[] {
  const base = env.VITE_API_BASE;
  return [
    { name: 'VITE_API_BASE', value: base },
    ...SERVICE_API_BASE_KEYS.map((name) => ({
      name,
      value: env[name]?.trim() ? env[name] : base,
    })),
  ];
}

/** The site's domain when VITE_SITE_DOMAIN is unset (src/shared/config/env.ts has the same). */
const DEFAULT_SITE_DOMAIN = 'example-retouch.cn';

/** The build's site domain, as src/shared/config/env.ts reads it. */
export function siteDomainOf(env: Readonly<Record<string, string | undefined>>): string {
  return env.VITE_SITE_DOMAIN || DEFAULT_SITE_DOMAIN;
}

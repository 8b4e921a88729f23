/**
 * The guard chain (docs/product-rules.md §4 "Route guards, in order") as plain functions: each gets
 * the navigation and answers with an outcome. React Router middleware turns outcomes into
 * redirects (see middleware.ts); the functions themselves know nothing of React.
 */
export interface GuardInput {
  /** The URL being navigated to. */
  url: URL;
  /** Path patterns of the matched routes, outermost first (`'*'` for the catch-all). */
  matchedPatterns: string[];
  /** Route-level middleware names declared in the matched routes' `handle.middleware`. */
  routeMiddleware: string[];
  /** A matched route (or layout) is marked `requiresLogin` in the route table (route-access.ts). */
  requiresLogin: boolean;
}

export type GuardOutcome =
  | { kind: 'next' }
  /** A route navigation inside the SPA (relative target). */
  | { kind: 'redirect'; to: string }
  /** A full navigation to an absolute URL that already passed the allowlist. */
  | { kind: 'document'; href: string }
  | { kind: 'notFound'; message: string };

export type Guard = (input: GuardInput) => GuardOutcome | Promise<GuardOutcome>;

export const next: GuardOutcome = { kind: 'next' };

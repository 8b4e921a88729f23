/**
 * Who may enter a route is declared once, in the route table: a layout (or route) whose `handle`
 * has `requiresLogin: true` needs a session for everything below it. The login guard, the logout
 * redirect and the 401 handler all read it from the matched routes, so no second list of paths
 * can disagree with the table.
 */
export interface RouteAccess {
  /** Everything below this route needs a logged-in visitor (the login guard sends others to /login). */
  requiresLogin?: boolean;
}

type MatchLike = { handle?: unknown } | { route: { handle?: unknown } };

function handleOf(match: MatchLike): RouteAccess | undefined {
  const handle = 'route' in match ? match.route.handle : match.handle;
  return typeof handle === 'object' && handle !== null ? handle : undefined;
}

/**
 * True when any matched route (React Router's `matchRoutes` result, `router.state.matches` or
 * `useMatches()`) needs login.
 */
export function matchesRequireLogin(matches: readonly MatchLike[] | null | undefined): boolean {
  return (matches ?? []).some((match) => handleOf(match)?.requiresLogin === true);
}

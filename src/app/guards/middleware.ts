import {
  data,
  matchRoutes,
  redirect,
  redirectDocument,
  type MiddlewareFunction,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { runGuards } from './chain';
import { matchesRequireLogin, type RouteAccess } from '../route-access';
import type { Guard, GuardInput } from './types';
import type { PrefetchModule } from '@/api/prefetch';

export interface RouteHandle extends RouteAccess {
  /** Route-level middleware names, resolved by the route-rules guard. */
  middleware?: string[];
  navTheme?: 'light' | 'dark';
  /** The page's data calls, started as a navigation to it starts (../page-prefetch.ts). */
  prefetch?: PrefetchModule;
}

/**
 * Turns the guard chain into one React Router middleware on the root route. Middleware (not
 * loaders) because a redirect thrown here stops every child loader (docs/integration-notes.md §5).
 */
export function guardMiddleware(
  getGuards: () => readonly Guard[],
  getRoutes: () => RouteObject[],
  onNavigation: (url: URL, matches: readonly RouteMatch[]) => void = () => undefined,
): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const matches = matchRoutes(getRoutes(), url.pathname) ?? [];
    onNavigation(url, matches);
    const input = toGuardInput(url, matches);
    const outcome = await runGuards(getGuards(), input);
    switch (outcome.kind) {
      case 'redirect':
        throw redirect(outcome.to);
      case 'document':
        throw redirectDocument(outcome.href);
      case 'notFound':
        throw data(outcome.message, { status: 404, statusText: outcome.message });
      default:
        return undefined;
    }
  };
}

/** Patterns and handles of the routes matching `url` (`matches`, outermost first). */
export function toGuardInput(url: URL, matches: readonly RouteMatch[]): GuardInput {
  return {
    url,
    matchedPatterns: matches.map((m) => m.route.path ?? ''),
    requiresLogin: matchesRequireLogin(matches),
    routeMiddleware: matches.flatMap(
      (m) => (m.route.handle as RouteHandle | undefined)?.middleware ?? [],
    ),
  };
}

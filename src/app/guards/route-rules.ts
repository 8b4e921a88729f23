import { allowedAbsoluteUrl } from '@/shared/redirect';
import type { Guard, GuardOutcome } from './types';
import { next } from './types';
import { ROUTE_REDIRECTS } from '@/domain/routes';

/** A rule redirects an exact path; a target with a scheme is absolute (full navigation). */
interface RouteRule {
  from: string;
  to: string;
}

/** Redirects of docs/product-rules.md §2, stated with the route table. */
const ROUTE_RULES: readonly RouteRule[] = ROUTE_REDIRECTS;

export interface RouteRulesDeps {
  siteDomain: string;
  rules?: readonly RouteRule[];
  /** Route-level middleware by name; an unknown name is a programming error. */
  namedMiddleware?: Record<string, Guard>;
  /** Names handled by earlier guards of the chain. */
  knownNames?: readonly string[];
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

export function createRouteRulesGuard(deps: RouteRulesDeps): Guard {
  const rules = deps.rules ?? ROUTE_RULES;
  return async (input) => {
    const { url, matchedPatterns, routeMiddleware } = input;
    const rule = rules.find((r) => r.from === url.pathname);
    if (rule) return followRule(rule.to, url.search, deps.siteDomain);

    for (const name of routeMiddleware) {
      if (deps.knownNames?.includes(name)) continue;
      const middleware = deps.namedMiddleware?.[name];
      if (!middleware) throw new Error('Unknown route middleware');
      const outcome = await middleware(input);
      if (outcome.kind !== 'next') return outcome;
    }

    if (matchedPatterns.at(-1) === '*') {
      return { kind: 'notFound', message: `Page not found: ${url.pathname}` };
    }
    return next;
  };
}

function followRule(to: string, search: string, siteDomain: string): GuardOutcome {
  if (ABSOLUTE.test(to)) {
    const href = allowedAbsoluteUrl(to, siteDomain);
    return href
      ? { kind: 'document', href }
      : { kind: 'notFound', message: `Refused redirect: ${to}` };
  }
  return { kind: 'redirect', to: to + search };
}

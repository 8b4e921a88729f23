import { next, type Guard } from './types';
import { createLoginGuard, type LoginGuardDeps } from './login-required';
import { createHostRedirectGuard, type HostRedirectDeps } from './host-redirect';
import { createPageStayWatch, type PageStay } from '../navigation-watch/page-stay';
import { createSourceCapture, type SourceCaptureDeps } from '../navigation-watch/source-capture';
import type { NavigationWatch } from '../navigation-watch/types';
import { createPayAuthProxyGuard } from './pay-auth-proxy';
import { createRouteRulesGuard } from './route-rules';

export interface GuardChainDeps {
  siteDomain: string;
  login: LoginGuardDeps;
  host: Omit<HostRedirectDeps, 'siteDomain'>;
  reportPageStay: (stay: PageStay) => void;
  source: SourceCaptureDeps;
  logError: (message: string, detail?: unknown) => void;
  /** Route-level middleware other than the proxy (e.g. the payer-phone check of /payment/success). */
  namedMiddleware: Record<string, Guard>;
}

/** A watch in the chain: it hears the navigation and lets it go on. */
const watching =
  (watch: NavigationWatch): Guard =>
  (input) => {
    watch(input);
    return next;
  };

/** The one ordered guard list of docs/product-rules.md §4 "Route guards, in order". */
export function createGuardChain(deps: GuardChainDeps): readonly Guard[] {
  return [
    createLoginGuard(deps.login),
    createHostRedirectGuard({ siteDomain: deps.siteDomain, ...deps.host }),
    watching(createPageStayWatch(deps.reportPageStay)),
    watching(createSourceCapture(deps.source)),
    createPayAuthProxyGuard({ siteDomain: deps.siteDomain, logError: deps.logError }),
    createRouteRulesGuard({
      siteDomain: deps.siteDomain,
      namedMiddleware: deps.namedMiddleware,
      knownNames: ['payAuthProxy'],
    }),
  ];
}

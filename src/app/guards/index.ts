import type { Guard } from './types';
import { createLoginGuard, type LoginGuardDeps } from './login-required';
import { createHostRedirectGuard, type HostRedirectDeps } from './host-redirect';
import { createPageStayGuard, type PageStay } from './page-stay';
import { createSourceCaptureGuard, type SourceCaptureDeps } from './source-capture';
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

/** The one ordered guard list of docs/product-rules.md §4 "Route guards, in order". */
export function createGuardChain(deps: GuardChainDeps): readonly Guard[] {
  return [
    createLoginGuard(deps.login),
    createHostRedirectGuard({ siteDomain: deps.siteDomain, ...deps.host }),
    createPageStayGuard(deps.reportPageStay),
    createSourceCaptureGuard(deps.source),
    createPayAuthProxyGuard({ siteDomain: deps.siteDomain, logError: deps.logError }),
    createRouteRulesGuard({
      siteDomain: deps.siteDomain,
      namedMiddleware: deps.namedMiddleware,
      knownNames: ['payAuthProxy'],
    }),
  ];
}

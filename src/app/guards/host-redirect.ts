import { isMobileUserAgent } from '@/shared/device';
import { matchProductHost, productHostSource } from '@/shared/product-hosts';
import type { Guard } from './types';
import { next } from './types';

export interface HostRedirectDeps {
  siteDomain: string;
  userAgent: () => string;
  /** The `site_pref` cookie ('pc' | 'm'), the same override nginx.conf honours. */
  sitePreference?: () => string | undefined;
}

/**
 * The www/m split of docs/product-rules.md §4 on the client, with exactly nginx.conf's rules:
 * www|m with an optional -dev/-test/-pre/-localtest suffix on the product domain (the hosts of
 * src/shared/product-hosts.ts); phones on www go to m, desktops on m go to www; path, query and
 * hash kept; a leading www/m host in the path is stripped first; IPs, localhost and other hosts
 * are skipped.
 */
export function hostRedirectTarget(
  href: string,
  userAgent: string,
  siteDomain: string,
  sitePreference?: string,
): string | null {
  const url = new URL(href);
  // A fully qualified host (trailing dot) is the same host, as nginx.conf normalises it.
  const match = matchProductHost(url.hostname.replace(/\.$/, ''), siteDomain);
  if (!match) return null;
  const { kind, suffix } = match;
  const mobile =
    sitePreference === 'm' ? true : sitePreference === 'pc' ? false : isMobileUserAgent(userAgent);
  const want = mobile ? 'm' : 'www';
  if (kind === want) return null;

  const leadingHost = new RegExp(`^/${productHostSource(siteDomain)}(?=/|$)`, 'i');
  const path = url.pathname.replace(leadingHost, '') || '/';
  return `https://${want}${suffix}.${siteDomain}${path}${url.search}${url.hash}`;
}

export function createHostRedirectGuard(deps: HostRedirectDeps): Guard {
  return ({ url }) => {
    const href = hostRedirectTarget(
      url.href,
      deps.userAgent(),
      deps.siteDomain,
      deps.sitePreference?.(),
    );
    return href ? { kind: 'document', href } : next;
  };
}

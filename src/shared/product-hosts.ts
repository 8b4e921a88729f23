/**
 * The product's own hosts: `www.` and `m.` on the product domain (VITE_SITE_DOMAIN), each also with
 * an environment suffix `-dev`, `-test`, `-pre` or `-localtest` (`m-test.<domain>`). The one list in
 * src/: the www/m split (src/app/guards/host-redirect.ts) and the WeChat authorisation's
 * redirect_uri (src/features/payment/model/wechat-auth.ts) both read it. nginx/host-split.conf
 * writes the same hosts for nginx; the two must agree (docs/decisions/0002-nginx-and-headers.md).
 */

const ENV_SUFFIXES = ['dev', 'test', 'pre', 'localtest'] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The product hosts as an unanchored regular-expression source, case-insensitive by intent:
 * group 1 is `www` or `m`, group 2 the environment suffix with its dash (or undefined).
 */
export function productHostSource(siteDomain: string): string {
  return `(www|m)(-(?:${ENV_SUFFIXES.join('|')}))?\\.${escapeRegExp(siteDomain)}`;
}

interface ProductHost {
  kind: 'www' | 'm';
  /** `''`, `-dev`, `-test`, `-pre` or `-localtest`. */
  suffix: string;
}

/**
 * Which product host `hostname` is, or null for any other host (the apex, other subdomains, IPs,
 * localhost, `www.<domain>.evil.com`). Exact: no port, no trailing dot — callers normalise first.
 */
export function matchProductHost(hostname: string, siteDomain: string): ProductHost | null {
  const match = new RegExp(`^${productHostSource(siteDomain)}$`, 'i').exec(hostname);
  if (!match) return null;
  return {
    kind: match[1]!.toLowerCase() === 'm' ? 'm' : 'www',
    suffix: (match[2] ?? '').toLowerCase(),
  };
}

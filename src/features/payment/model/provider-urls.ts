/**
 * Where the browser may be sent with a `pay_url` (Alipay) or `mweb_url` (WeChat H5) from
 * union_order_pay: only to the payment providers' own hosts over https, or to what the build adds
 * through `VITE_PAY_PROVIDER_HOSTS` (src/shared/config/env.ts; a sandbox gateway, the mock
 * build's own return page in `.env.mock`). Anything else is refused, and the checkout says so
 * (`payment:errors.badPayUrl`). Our backend sends these URLs, but a compromised or misconfigured
 * answer must not turn the checkout into an open redirect to a look-alike payment page.
 */
import { env } from '@/shared/config/env';
import { safeReturnPath } from '@/shared/redirect';

/**
 * The providers' hosts, https on the default port only:
 * - Alipay page / wap pay gateways (`openapi.alipay.com/gateway.do`, the older `mapi.alipay.com`)
 *   and the pages they hand over to on other alipay.com subdomains;
 * - WeChat Pay H5 (`mweb_url` / `h5_url`: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb`);
 * - UnionPay's front gateway `gateway.95516.com` (its test host `gateway.test.95516.com` is a
 *   sandbox: add it through `VITE_PAY_PROVIDER_HOSTS`).
 */
const PROVIDER_HOSTS: readonly string[] = [
  'openapi.alipay.com',
  'mapi.alipay.com',
  '*.alipay.com',
  'wx.tenpay.com',
  'gateway.95516.com',
];

type Rule =
  | { kind: 'host'; host: string }
  | { kind: 'subdomain'; parent: string }
  | { kind: 'origin'; origin: string }
  | { kind: 'path'; path: string };

/** A DNS name of two labels or more, lower case, no trailing dot (IPv4 literals pass too). */
const DNS_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
// Chromium keeps some percent-escapes inside hosts; only plain DNS characters are trusted
// (the same rule as allowedAbsoluteUrl in src/shared/redirect.ts).
const HOST_CHARS = /^[a-z0-9.-]+$/;
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * One allowlist entry: `host.example` or `*.example.com` (https, default port), an origin
 * `scheme://host[:port]` (exactly that origin, http allowed: a sandbox may have no TLS), or an
 * origin-relative path `/payment/success` (that path and below, on the page's own origin).
 * Returns null for anything else.
 */
export function parseProviderEntry(entry: string): Rule | null {
  const value = entry.trim();
  if (!value || UNSAFE_CHARS.test(value)) return null;
  if (value.startsWith('/')) {
    // A plain path: no `//`, no dot segments, no query or hash (safeReturnPath normalises).
    if (/[?#]/.test(value) || safeReturnPath(value, '') !== value) return null;
    return { kind: 'path', path: value.length > 1 ? value.replace(/\/+$/, '') : value };
  }
  if (value.includes('://')) {
    const url = plainHttpUrl(value);
    if (!url || url.pathname !== '/' || url.search || url.hash) return null;
    return { kind: 'origin', origin: url.origin };
  }
  const host = value.toLowerCase();
  if (host.startsWith('*.')) {
    const parent = host.slice(2);
    return DNS_NAME.test(parent) ? { kind: 'subdomain', parent } : null;
  }
  return DNS_NAME.test(host) ? { kind: 'host', host } : null;
}

const compiled = new WeakMap<readonly string[], readonly Rule[]>();

/** The built-in hosts plus `extra`'s valid entries (an invalid one is reported once, then ignored). */
function rulesFor(extra: readonly string[]): readonly Rule[] {
  const cached = compiled.get(extra);
  if (cached) return cached;
  const rules: Rule[] = [];
  for (const entry of [...PROVIDER_HOSTS, ...extra]) {
    const rule = parseProviderEntry(entry);
    if (rule) rules.push(rule);
    else console.warn('[payment] VITE_PAY_PROVIDER_HOSTS: entry ignored', entry);
  }
  compiled.set(extra, rules);
  return rules;
}

function matches(rule: Rule, url: URL, origin: string): boolean {
  switch (rule.kind) {
    case 'origin':
      return url.origin === rule.origin;
    case 'path':
      return (
        url.origin === origin &&
        (rule.path === '/' ||
          url.pathname === rule.path ||
          url.pathname.startsWith(`${rule.path}/`))
      );
    case 'host':
    case 'subdomain': {
      if (url.protocol !== 'https:' || url.port !== '') return false;
      const host = url.hostname;
      return rule.kind === 'host' ? host === rule.host : host.endsWith(`.${rule.parent}`);
    }
  }
}

/**
 * The URL to send the browser to for a provider URL from our backend, or null when it is not on
 * the allowlist. `origin` is the page's origin (for origin-relative entries). Returns the parsed
 * href, never the raw input.
 */
export function followablePayUrl(
  value: string | undefined,
  origin: string,
  extra: readonly string[] = env.payProviderHosts,
): string | null {
  if (typeof value !== 'string' || !value || UNSAFE_CHARS.test(value)) return null;
  const url = plainHttpUrl(value);
  if (!url) return null;
  const pageOrigin = safeOrigin(origin);
  return rulesFor(extra).some((rule) => matches(rule, url, pageOrigin)) ? url.href : null;
}

/** `value` parsed as an http(s) URL without userinfo and with a plain DNS host, else null. */
function plainHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !HOST_CHARS.test(url.hostname)) return null;
  return url;
}

/** The serialised origin of `value` ('' when it is not an http(s) origin). */
function safeOrigin(value: string): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

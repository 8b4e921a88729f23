/**
 * Allowlists of URLs the browser may follow or show as a link when they come from an answer of
 * the server: the payment providers' pages (src/features/payment/model/provider-urls.ts) and the
 * links of account and download pages (src/shared/server-links.ts). Entries are written as in
 * `VITE_PAY_PROVIDER_HOSTS` and `VITE_LINK_HOSTS` (.env.example).
 */
import { safeReturnPath } from '@/shared/redirect';

export type AllowRule =
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
export function parseAllowEntry(entry: string): AllowRule | null {
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

const compiled = new WeakMap<readonly string[], WeakMap<readonly string[], readonly AllowRule[]>>();

/**
 * `builtIn` plus the build's `extra` entries, compiled once per pair of lists: an invalid entry is
 * passed to `onInvalid` once, then ignored.
 */
export function compileAllowlist(
  builtIn: readonly string[],
  extra: readonly string[],
  onInvalid: (entry: string) => void,
): readonly AllowRule[] {
  let byExtra = compiled.get(builtIn);
  if (!byExtra) compiled.set(builtIn, (byExtra = new WeakMap()));
  const cached = byExtra.get(extra);
  if (cached) return cached;
  const rules: AllowRule[] = [];
  for (const entry of [...builtIn, ...extra]) {
    const rule = parseAllowEntry(entry);
    if (rule) rules.push(rule);
    else onInvalid(entry);
  }
  byExtra.set(extra, rules);
  return rules;
}

function matches(rule: AllowRule, url: URL, origin: string): boolean {
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
 * `value` as the parsed href when some rule allows it, else null. `origin` is the page's origin
 * (for origin-relative entries). Never the raw input.
 */
export function allowedHref(
  value: unknown,
  rules: readonly AllowRule[],
  origin: string,
): string | null {
  if (typeof value !== 'string' || !value || UNSAFE_CHARS.test(value)) return null;
  const url = plainHttpUrl(value);
  if (!url) return null;
  const pageOrigin = safeOrigin(origin);
  return rules.some((rule) => matches(rule, url, pageOrigin)) ? url.href : null;
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

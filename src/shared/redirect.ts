/**
 * The one allowlist every redirect target passes (docs/architecture.md "Security";
 * rule from tests/vectors/open-redirect.json).
 */

const HOST_CHARS = /^[a-z0-9.-]+$/;

/**
 * An absolute URL is allowed only when it parses without a base, is https on the default
 * port, has no userinfo, and its host is the product domain or a subdomain of it.
 * Returns the parsed href (never the raw input) or null.
 */
export function allowedAbsoluteUrl(value: string, siteDomain: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const domain = siteDomain.toLowerCase();
  const host = url.hostname;
  if (url.protocol !== 'https:') return null;
  if (url.port !== '' || url.username !== '' || url.password !== '') return null;
  // Chromium keeps some percent-escapes inside hosts; only plain DNS characters are trusted.
  if (!HOST_CHARS.test(host)) return null;
  if (host !== domain && !host.endsWith(`.${domain}`)) return null;
  return url.href;
}

const RETURN_BASE = 'https://return-path.invalid';
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A string the browser and the router both read as a path on this origin. */
const isPlainPath = (value: string): boolean =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.startsWith('/\\') &&
  !CONTROL_OR_BACKSLASH.test(value);

/**
 * A same-site return path (e.g. `/login?redirect=…`, the pay meta cookie's returnPath): must be a
 * path on this origin, never protocol-relative (`//x`, `/\x`) and never carrying control
 * characters or backslashes. Both the input and the normalised result are checked: dot segments
 * (`/.//x`, `/a/..//x`, `/%2e//x`) normalise to `//x`, which a browser reads as another host.
 * Returns the normalised path (never the raw input) or `fallback`.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || !isPlainPath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== RETURN_BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return isPlainPath(path) ? path : fallback;
}

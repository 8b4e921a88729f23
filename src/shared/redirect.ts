/**
 * The one allowlist every redirect target passes (DESIGN.md "Security";
 * rule from shared/vectors/open-redirect.json).
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

/**
 * A same-site return path (e.g. `/login?redirect=…`): must be a path on this origin, never
 * protocol-relative (`//x`, `/\x`) and never carrying control characters.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'https://return-path.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

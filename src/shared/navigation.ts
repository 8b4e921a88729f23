/**
 * The one way the site reloads a page or loads another document (docs/architecture.md
 * "Security"); eslint.config.js forbids `location.assign`, `location.replace`, `location.reload`
 * and writes to `location` anywhere else in src/. A target on the site stays on this origin: a
 * path is never protocol-relative (`//evil.example/x` or `/\evil.example/x` would be another
 * host to the browser), an absolute URL of another origin is not followed.
 */

// Browsers read `\` as `/` in a URL's path: a run of either at the start is one slash.
const LEADING_SLASHES = /^[/\\]+/;

/** `target` as a URL of this origin: a path, or an absolute URL that already is one; else '/'. */
export function sameOriginHref(target: string, origin = window.location.origin): string {
  const path = target.replace(LEADING_SLASHES, '/');
  try {
    const url = new URL(path.startsWith('/') ? origin + path : path);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** Loads `target` on this site as a new document (the current one again: a reload). */
export function loadPage(target: string): void {
  const href = sameOriginHref(target);
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
}

/** The same, replacing the current entry of the history. */
export function replacePage(target: string): void {
  window.location.replace(sameOriginHref(target));
}

/** Loads the current page again. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Leaves the site for a payment provider or WeChat's authorisation. `href` must have passed its
 * caller's allowlist (src/features/payment/model/provider-urls.ts, wechat-auth.ts: the hosts,
 * and plain http only for the test providers the build names); here only http(s) is followed.
 */
export function leaveForProvider(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    console.error('[navigation] not a provider page, not followed:', href);
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    console.error('[navigation] not a provider page, not followed:', href);
    return false;
  }
  window.location.assign(url.href);
  return true;
}

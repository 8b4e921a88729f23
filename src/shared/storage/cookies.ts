import Cookies from 'js-cookie';
import { env } from '@/shared/config/env';
import { COOKIE_DEFAULT_DAYS } from '@/shared/constants';
import { parseStored, stringifySafe, type Guard } from './json';

export interface CookieOptions {
  /** Lifetime in days; default 365 (docs/product-rules.md §9). Ignored for a session cookie. */
  days?: number;
  /** No expiry: the browser drops the cookie when the session ends. */
  session?: boolean;
  /** Never written for the registrable domain: only this host reads it (no `domain` attribute). */
  hostOnly?: boolean;
}

/**
 * On the product's own hosts the cookie is written for the registrable domain, so that the
 * www ↔ m host redirect (docs/product-rules.md §4) keeps the session. Elsewhere (localhost, IPs, QA
 * hosts) it stays host-only.
 */
export function cookieDomain(
  hostname = currentHostname(),
  siteDomain = env.siteDomain,
): string | undefined {
  const host = hostname.toLowerCase();
  const domain = siteDomain.toLowerCase();
  if (!domain) return undefined;
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

export function cookieAttributes(options: CookieOptions = {}): Cookies.CookieAttributes {
  const domain = options.hostOnly ? undefined : cookieDomain();
  return {
    ...(options.session ? {} : { expires: options.days ?? COOKIE_DEFAULT_DAYS }),
    path: '/',
    sameSite: 'Lax',
    secure: currentProtocol() === 'https:',
    ...(domain ? { domain } : {}),
  };
}

export function getCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** Returns false when the cookie could not be written (blocked cookies, sandboxed frame). */
export function setCookie(name: string, value: string, options?: CookieOptions): boolean {
  try {
    Cookies.set(name, value, cookieAttributes(options));
    return true;
  } catch {
    return false;
  }
}

export function removeCookie(name: string): void {
  const { path, domain } = cookieAttributes();
  try {
    Cookies.remove(name, { path });
    if (domain) Cookies.remove(name, { path, domain });
  } catch {
    // Nothing to remove when cookies are blocked.
  }
}

export function getJsonCookie<T>(name: string, fallback: T, guard?: Guard<T>): T {
  return parseStored(getCookie(name), fallback, guard);
}

export function setJsonCookie(name: string, value: unknown, options?: CookieOptions): boolean {
  const text = stringifySafe(value);
  return text === null ? false : setCookie(name, text, options);
}

function currentHostname(): string {
  try {
    return globalThis.location?.hostname ?? '';
  } catch {
    return '';
  }
}

function currentProtocol(): string {
  try {
    return globalThis.location?.protocol ?? '';
  } catch {
    return '';
  }
}

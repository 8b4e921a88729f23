import Cookies from 'js-cookie';
import { env } from '@/shared/config/env';
import { COOKIE_DEFAULT_DAYS } from '@/shared/constants';
import { parseStored, stringifySafe, type Guard } from './json';

export interface CookieOptions {
  /**
   * Lifetime in days; default COOKIE_DEFAULT_DAYS (docs/product-rules.md §9). Ignored for a session
   * cookie.
   */
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

/** The page a cookie is written from: its host decides the domain, its scheme `Secure`. */
interface CookiePage {
  hostname: string;
  protocol: string;
}

export function cookieAttributes(
  options: CookieOptions = {},
  page: CookiePage = { hostname: currentHostname(), protocol: currentProtocol() },
): Cookies.CookieAttributes {
  const domain = options.hostOnly ? undefined : cookieDomain(page.hostname);
  return {
    ...(options.session ? {} : { expires: options.days ?? COOKIE_DEFAULT_DAYS }),
    path: '/',
    sameSite: 'Lax',
    secure: page.protocol === 'https:',
    ...(domain ? { domain } : {}),
  };
}

/**
 * Every value the page sees under `name`, most specific path first. More than one means another
 * cookie of that name was written besides ours: for another path, or by a sibling host for the
 * whole domain (docs/decisions/0006-auth-session-and-account-menu.md "The token cookie").
 */
export function cookieValues(name: string): string[] {
  let all: string;
  try {
    all = document.cookie;
  } catch {
    return [];
  }
  const values: string[] = [];
  for (const pair of all ? all.split('; ') : []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) values.push(decodeCookie(pair.slice(at + 1)));
  }
  return values;
}

function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Removes `name` for every path the page's cookies can have (each prefix of its path), host-only
 * and for the domain: every cookie of that name this page sees is gone afterwards, whoever wrote it.
 */
export function removeCookieEverywhere(name: string): void {
  const { domain } = cookieAttributes();
  const segments = currentPathname().split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  try {
    for (const path of paths) {
      for (const p of path === '/' ? [path] : [path, `${path}/`]) {
        Cookies.remove(name, { path: p });
        if (domain) Cookies.remove(name, { path: p, domain });
      }
    }
  } catch {
    // Nothing to remove when cookies are blocked.
  }
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

function currentPathname(): string {
  try {
    return globalThis.location?.pathname ?? '/';
  } catch {
    return '/';
  }
}

function currentProtocol(): string {
  try {
    return globalThis.location?.protocol ?? '';
  } catch {
    return '';
  }
}

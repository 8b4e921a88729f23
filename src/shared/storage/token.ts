import { TOKEN_COOKIE_DAYS } from '@/shared/constants';
import { cookieValues, removeCookieEverywhere, setCookie } from './cookies';
import { COOKIE_KEYS } from './keys';

/**
 * The login token (docs/product-rules.md §4: "the token is stored in a cookie"). When the page sees
 * two different tokens, one was planted beside ours (another path, or a sibling host writing for
 * the whole domain): no session is safer than someone else's, so there is none.
 */
export function getToken(): string | undefined {
  const values = cookieValues(COOKIE_KEYS.token).filter(Boolean);
  if (values.length === 0 || values.some((value) => value !== values[0])) return undefined;
  return values[0];
}

/**
 * Writes the token as the only one the page sees: any other `token` cookie is removed first.
 * False when the browser did not keep it (blocked cookies, or a planted one still in the way).
 */
export function setToken(token: string): boolean {
  removeCookieEverywhere(COOKIE_KEYS.token);
  return setCookie(COOKIE_KEYS.token, token, { days: TOKEN_COOKIE_DAYS }) && getToken() === token;
}

export function clearToken(): void {
  removeCookieEverywhere(COOKIE_KEYS.token);
}

import { TOKEN_COOKIE_DAYS } from '@/shared/constants';
import { getCookie, removeCookie, setCookie } from './cookies';
import { COOKIE_KEYS } from './keys';

/** The login token (docs/product-rules.md §4: "the token is stored in a cookie"). */
export function getToken(): string | undefined {
  const token = getCookie(COOKIE_KEYS.token);
  return token ? token : undefined;
}

export function setToken(token: string): boolean {
  return setCookie(COOKIE_KEYS.token, token, { days: TOKEN_COOKIE_DAYS });
}

export function clearToken(): void {
  removeCookie(COOKIE_KEYS.token);
}

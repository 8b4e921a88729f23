import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import { removeUserQueries, userInfoQueryOptions } from '@/api/queries/session';
import type { User } from '@/api/types';
import { forgetOpenOrders } from '@/domain/payment/open-orders-store';
import { forgetPurchaseTerms } from '@/domain/account/purchase-consent';
import { clearUserInfoCache } from '@/api/session-cache';
import { isApiError } from '@/api/errors';
import { login, logout as logoutOnServer, sendVerifyCode } from '@/api/services/user';
import type { LoginResult } from '@/api/types';
import { t } from '@/i18n';
import { LoginMode } from '@/shared/enums';
import { emitIdentity } from '@/shared/events/identity';
import { track } from '@/shared/events/track';
import { organizationOf } from '@/domain/session/organization';
import { notifySessionChanged } from '@/shared/session/session-store';
import { tellOtherTabs, type SessionNews } from '@/shared/session/session-broadcast';
import { settledSourceId } from '@/domain/session/source';
import { getCookie, removeCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS, LOCAL_KEYS } from '@/shared/storage/keys';
import { removeLocal } from '@/shared/storage/local';
import { clearToken, setToken } from '@/shared/storage/token';

export interface Credentials {
  /** Normalised 11-digit phone. */
  phone: string;
  /** The SMS code, or the password in password mode (only its MD5 leaves the browser). */
  secret: string;
  mode: LoginMode;
}

/** Thrown when the browser refuses the token cookie: the session could not survive a reload. */
export class TokenNotStoredError extends Error {
  constructor() {
    super(t('auth:login.cookieBlocked'));
    this.name = 'TokenNotStoredError';
  }
}

/**
 * After a successful login call (docs/product-rules.md §4 "Session"): the token goes to its cookie,
 * the rest of the app hears about the new session, user info is fetched (with its retries in
 * CALL_POLICIES, src/api/call-policy.ts; cached in sessionStorage by its query) and the analytics
 * identity is signed in. A failed user-info load
 * does not undo the login: the API layer has shown its message and the avatar menu offers a retry.
 */
export async function completeLogin(queryClient: QueryClient, result: LoginResult): Promise<void> {
  if (!setToken(result.token)) throw new TokenNotStoredError();
  // Nothing of an earlier session may show for this one.
  removeUserQueries(queryClient);
  notifySessionChanged();
  let orgId: number | undefined;
  try {
    orgId = organizationOf(await queryClient.fetchQuery(userInfoQueryOptions())).id;
  } catch {
    // Toasted by the API layer (a 401 logs out again); the avatar menu retries.
  }
  emitIdentity({ type: 'login', userId: result.user_id, ...(orgId ? { orgId } : {}) });
  tellOtherTabs({ kind: 'login', account: result.user_id });
}

/** The business code and kind of a failed call, for the login funnel (docs/tracking-plan.md). */
function refusal(error: unknown): { code: number; reason: string } {
  return isApiError(error)
    ? { code: error.code ?? 0, reason: error.kind }
    : { code: 0, reason: 'client' };
}

const methodOf = (mode: LoginMode) => (mode === LoginMode.Password ? 'password' : 'sms');

/** The login's SMS code (silent: the dialog shows errors), told to the login funnel. */
export async function sendLoginCode(phone: string): Promise<void> {
  try {
    await sendVerifyCode(phone, { silent: true });
  } catch (error) {
    track({ event: 'login_code_refuse', properties: refusal(error) });
    throw error;
  }
  track({ event: 'login_code_send', properties: { method: 'sms' } });
}

/**
 * The login call (MD5 of the code, `PHONE_CC`, `TOKEN_TYPE`, `cheese_org_source_id` from the
 * captured source, once a lookup in flight has answered), then `completeLogin`. Silent: the dialog
 * shows errors next to the fields. Told to the login funnel.
 */
export async function loginWithCredentials(
  queryClient: QueryClient,
  { phone, secret, mode }: Credentials,
): Promise<void> {
  const method = methodOf(mode);
  try {
    const result = await login(
      { phone, code: secret, sourceId: await settledSourceId(), mode },
      { silent: true },
    );
    await completeLogin(queryClient, result);
  } catch (error) {
    track({ event: 'login_refuse', properties: { method, ...refusal(error) } });
    throw error;
  }
  track({ event: 'login_success', properties: { method } });
}

/**
 * Logout (docs/product-rules.md §4): optionally the server first (its failure shows nothing), then
 * the token, the cached user and every user query go (the organisation state is derived from the
 * user, so it goes too), and the analytics identity is signed out. Moving off a protected path is
 * the caller's job (the app layer knows the route table).
 */
export async function logout(
  queryClient: QueryClient,
  { callServer = false, fromOtherTab = false } = {},
): Promise<void> {
  if (callServer) {
    // The buyer's own logout: their open orders leave this device with them. A session that ended
    // (a 401) keeps them, for the same account's next login (docs/product-rules.md "Open orders").
    // Read first: the server's answer may be a 401, whose handler drops the user's queries.
    const account = queryClient.getQueryData<User>(queryKeys.user.info())?.user_id;
    await logoutOnServer({ silent: true }).catch(() => undefined);
    forgetOpenOrders(account);
  }
  clearToken();
  clearUserInfoCache();
  // The last payer's phone and orders must not greet the next person on a shared device: the
  // pay cookies, and the order call the payment page would resume.
  removeCookie(COOKIE_KEYS.payUserInfo);
  removeCookie(COOKIE_KEYS.payMetaData);
  removeLocal(LOCAL_KEYS.pendingPayOrder);
  // The next person on this browser accepts the purchase agreement for themselves.
  forgetPurchaseTerms();
  removeUserQueries(queryClient);
  notifySessionChanged();
  emitIdentity({ type: 'logout' });
  if (!fromOtherTab) tellOtherTabs({ kind: 'logout' });
}

/**
 * Another tab logged out or in (src/shared/session/session-broadcast.ts): this one follows, so no
 * account stays on screen that is not the session's. A logout is done here too (the token cookie
 * is gone already); a login as another account drops this tab's account data, which the page
 * then loads for the new one.
 */
export async function followOtherTab(queryClient: QueryClient, news: SessionNews): Promise<void> {
  if (news.kind === 'logout') return logout(queryClient, { fromOtherTab: true });
  const shown = queryClient.getQueryData<User>(queryKeys.user.info())?.user_id;
  notifySessionChanged();
  if (shown !== undefined && shown !== news.account) {
    clearUserInfoCache();
    // Emptied and asked again with the new token: the old account's data never shows meanwhile.
    await queryClient.resetQueries({ queryKey: queryKeys.user.all });
    await queryClient.resetQueries({ queryKey: ['order'] });
  }
}

/** At start-up, a 'logged out on the server' cookie logs out at once and is cleared. */
export async function applyServerLogoutFlag(queryClient: QueryClient): Promise<boolean> {
  if (!getCookie(COOKIE_KEYS.logoutInServer)) return false;
  removeCookie(COOKIE_KEYS.logoutInServer);
  await logout(queryClient);
  return true;
}

import type { QueryClient } from '@tanstack/react-query';
import { removeUserQueries } from '@/api/queries';
import { clearUserInfoCache } from '@/api/session-cache';
import { logout as logoutOnServer } from '@/api/services/user';
import { getCookie, removeCookie } from '@/shared/storage/cookies';
import { COOKIE_KEYS } from '@/shared/storage/keys';
import { clearToken } from '@/shared/storage/token';
import { notifySessionChanged } from '@/shared/session/session-store';
import { emitIdentity } from '@/shared/events/identity';

/**
 * Logout (SPEC.md §4): optionally the server first (its failure shows nothing), then the token,
 * the cached user and every user query go, and the analytics identity is signed out.
 */
export async function logout(queryClient: QueryClient, { callServer = false } = {}): Promise<void> {
  if (callServer) {
    await logoutOnServer({ silent: true }).catch(() => undefined);
  }
  clearToken();
  clearUserInfoCache();
  removeUserQueries(queryClient);
  notifySessionChanged();
  emitIdentity({ type: 'logout' });
}

/** At start-up, a 'logged out on the server' cookie logs out at once and is cleared. */
export async function applyServerLogoutFlag(queryClient: QueryClient): Promise<boolean> {
  if (!getCookie(COOKIE_KEYS.logoutInServer)) return false;
  removeCookie(COOKIE_KEYS.logoutInServer);
  await logout(queryClient);
  return true;
}

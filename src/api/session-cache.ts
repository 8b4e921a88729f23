/**
 * sessionStorage caches of API answers: user info (docs/product-rules.md §7, "result cached in
 * session storage") and the web config (docs/product-rules.md §4, "fetched only when the cache is
 * empty or unparsable"). The user cache is tied to a hash of the token, so another login in the
 * same tab never sees the previous user.
 */
import { SESSION_KEYS } from '@/shared/storage/keys';
import { session } from '@/shared/storage/session';
import { getToken } from '@/shared/storage/token';
import { isRecord } from '@/shared/is-record';
import type { Timed, User, WebConfig } from './types';

interface UserInfoEntry {
  owner: string;
  at: number;
  data: User;
}

const isUserInfoEntry = (value: unknown): value is UserInfoEntry =>
  isRecord(value) &&
  typeof value.owner === 'string' &&
  typeof value.at === 'number' &&
  isRecord(value.data);

/**
 * A fingerprint of the token (cyrb53, 53 bits): enough to tell one session's cache from another's
 * without keeping the token twice, and small enough for the first load (no MD5 library here).
 */
function ownerOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The cached user of the current token, with the time (ms) it was fetched. */
export function readUserInfoCache(): { data: User; at: number } | undefined {
  const token = getToken();
  if (!token) return undefined;
  const entry = session.get<UserInfoEntry | null>(SESSION_KEYS.userInfo, null, isUserInfoEntry);
  if (!entry || entry.owner !== ownerOf(token)) return undefined;
  return { data: entry.data, at: entry.at };
}

export function writeUserInfoCache(user: User, at = Date.now()): void {
  const token = getToken();
  if (!token) return;
  session.set(SESSION_KEYS.userInfo, {
    owner: ownerOf(token),
    at,
    data: user,
  } satisfies UserInfoEntry);
}

export function clearUserInfoCache(): void {
  session.remove(SESSION_KEYS.userInfo);
}

const isWebConfigEntry = (value: unknown): value is Timed<WebConfig> =>
  isRecord(value) &&
  typeof value.receivedAt === 'number' &&
  isRecord(value.data) &&
  isRecord(value.data.cheese_config) &&
  isRecord(value.data.cheese_config.payment_conf);

export function readWebConfigCache(): Timed<WebConfig> | undefined {
  return session.get<Timed<WebConfig> | undefined>(
    SESSION_KEYS.configCache,
    undefined,
    isWebConfigEntry,
  );
}

export function writeWebConfigCache(config: Timed<WebConfig>): void {
  session.set(SESSION_KEYS.configCache, config);
}

/**
 * Drops every cached server answer of this tab (user info, web config), for when the server's
 * state changed under it: mock builds call it after a QA scenario switch (src/main.tsx).
 */
export function clearServerAnswerCaches(): void {
  clearUserInfoCache();
  session.remove(SESSION_KEYS.configCache);
}

import { local } from '@/shared/storage/local';
import { LOCAL_KEYS } from '@/shared/storage/keys';

/**
 * A tab's session news for the site's other open tabs (docs/product-rules.md §4 "Session"): a
 * logout (the visitor's own or a 401's) or a login, with its account. A BroadcastChannel carries
 * it; where there is none, a localStorage write, which the other tabs hear as a `storage` event.
 * A tab never hears its own news.
 */
export type SessionNews = { kind: 'logout' } | { kind: 'login'; account: number | undefined };

const CHANNEL_NAME = 'session';

const isNews = (value: unknown): value is SessionNews =>
  typeof value === 'object' &&
  value !== null &&
  ((value as SessionNews).kind === 'logout' || (value as SessionNews).kind === 'login');

let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    } catch {
      channel = null;
    }
  }
  return channel;
}

export function tellOtherTabs(news: SessionNews): void {
  const open = openChannel();
  if (open) {
    open.postMessage(news);
    return;
  }
  // A new value every time (`at`): the same news twice is still a change the other tabs hear.
  local.setString(LOCAL_KEYS.sessionNews, JSON.stringify({ ...news, at: Date.now() }));
}

/** Runs `listener` with each news of another tab; returns the unsubscribe. */
export function onOtherTabNews(listener: (news: SessionNews) => void): () => void {
  const open = openChannel();
  if (open) {
    const onMessage = (event: MessageEvent) => {
      if (isNews(event.data)) listener(event.data);
    };
    open.addEventListener('message', onMessage);
    return () => open.removeEventListener('message', onMessage);
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LOCAL_KEYS.sessionNews || !event.newValue) return;
    try {
      const news: unknown = JSON.parse(event.newValue);
      if (isNews(news)) listener(news);
    } catch {
      // Another shape under our key: not news.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

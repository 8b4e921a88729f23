import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionNews } from '@/shared/session/session-broadcast';

/** A tab's login or logout reaches the other tabs (src/shared/session/session-broadcast.ts). */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
});

describe('session news between tabs', () => {
  it('goes over a BroadcastChannel to the other tabs, never back to its own', async () => {
    const { tellOtherTabs, onOtherTabNews } = await import('@/shared/session/session-broadcast');
    const otherTab = new BroadcastChannel('session');
    const heardThere = new Promise<unknown>((resolve) =>
      otherTab.addEventListener('message', (e) => resolve(e.data), { once: true }),
    );
    const heardHere = vi.fn();
    const stop = onOtherTabNews(heardHere);
    tellOtherTabs({ kind: 'login', account: 8001 });
    await expect(heardThere).resolves.toEqual({ kind: 'login', account: 8001 });

    const heard = new Promise<SessionNews>((resolve) => onOtherTabNews(resolve));
    otherTab.postMessage({ kind: 'logout' });
    otherTab.postMessage({ kind: 'something else' });
    await expect(heard).resolves.toEqual({ kind: 'logout' });
    expect(heardHere).toHaveBeenCalledTimes(1); // the other tab's logout only
    stop();
    otherTab.close();
  });

  it('without BroadcastChannel: a localStorage write, heard as a storage event', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { tellOtherTabs, onOtherTabNews } = await import('@/shared/session/session-broadcast');
    tellOtherTabs({ kind: 'logout' });
    expect(JSON.parse(localStorage.getItem('session_news')!)).toMatchObject({ kind: 'logout' });

    const heard = vi.fn();
    const stop = onOtherTabNews(heard);
    const storage = (newValue: string | null, key = 'session_news') =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    storage(JSON.stringify({ kind: 'login', account: 7, at: 1 }));
    storage('not json');
    storage(JSON.stringify({ kind: 'logout' }), 'other_key');
    storage(null);
    expect(heard.mock.calls).toEqual([[{ kind: 'login', account: 7, at: 1 }]]);
    stop();
  });
});

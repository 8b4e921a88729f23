import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReloadLimiter } from '@/features/build-check/reload-limiter';
import { createBuildWatcher, fetchBuildId } from '@/features/build-check/build-watcher';
import { isChunkLoadError } from '@/features/build-check/chunk-error';
import { RELOAD_LIMIT_MS } from '@/shared/constants';
import { reloadAtKey } from '@/shared/storage/keys';
import { session } from '@/shared/storage/session';
import {
  buildIdPlugin,
  BUILD_MANIFEST_PATH,
  createBuildId,
} from '../../../scripts/vite-plugin-build-id';

const HREF = 'https://www.example-retouch.cn/download?x=1';

/** A new limiter per "page" (a reload starts a fresh one) over the same sessionStorage. */
function page(load = vi.fn()) {
  return { load, limiter: createReloadLimiter({ storage: session, now: () => Date.now(), load }) };
}

describe('reload limit: once per path per 10 s (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-01T10:00:00+08:00'));
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('reloads, then refuses the same path on the next page until 10 s have passed', () => {
    const first = page();
    expect(first.limiter.reloadOnce(HREF)).toBe(true);
    expect(first.load).toHaveBeenCalledWith(HREF);
    expect(sessionStorage.getItem(reloadAtKey('/download'))).toBe(String(Date.now()));

    vi.advanceTimersByTime(RELOAD_LIMIT_MS - 1);
    const second = page();
    expect(second.limiter.allows(HREF)).toBe(false);
    expect(second.limiter.reloadOnce(`${HREF}&y=2`)).toBe(false); // same path, other query
    expect(second.load).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(second.limiter.allows(HREF)).toBe(true);
    expect(second.limiter.reloadOnce(HREF)).toBe(true);
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('paths are limited independently', () => {
    expect(page().limiter.reloadOnce('https://www.example-retouch.cn/download')).toBe(true);
    const next = page();
    expect(next.limiter.reloadOnce('https://www.example-retouch.cn/help')).toBe(true);
    expect(page().limiter.reloadOnce('https://www.example-retouch.cn/download')).toBe(false);
  });

  it('within one page a started reload is pending: further requests answer true without reloading again', () => {
    const { limiter, load } = page();
    expect(limiter.reloadOnce(HREF)).toBe(true);
    expect(limiter.isPending()).toBe(true);
    expect(limiter.reloadOnce('https://www.example-retouch.cn/other')).toBe(true);
    expect(limiter.allows(HREF)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a clock set back never allows a second reload (a stored time in the future counts as recent)', () => {
    expect(page().limiter.reloadOnce(HREF)).toBe(true);
    vi.setSystemTime(Date.now() - 60 * 60 * 1000);
    expect(page().limiter.reloadOnce(HREF)).toBe(false);
  });

  it('without writable storage it never reloads (the limit could not survive the reload)', () => {
    const load = vi.fn();
    const limiter = createReloadLimiter({
      storage: { getString: () => null, setString: () => false },
      now: () => Date.now(),
      load,
    });
    expect(limiter.reloadOnce(HREF)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('build watcher', () => {
  it('same id: nothing; a new id: one reload', async () => {
    let latest = 'b1';
    const reload = vi.fn(() => true);
    const watcher = createBuildWatcher({
      runningId: 'b1',
      fetchLatestId: () => Promise.resolve(latest),
      reload,
    });
    await watcher.check();
    expect(reload).not.toHaveBeenCalled();
    latest = 'b2';
    await watcher.check();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a refused reload (stale cached page) accepts the new id instead of looping', async () => {
    const reload = vi.fn(() => false);
    const watcher = createBuildWatcher({
      runningId: 'old',
      fetchLatestId: () => Promise.resolve('new'),
      reload,
    });
    await watcher.check();
    await watcher.check();
    await watcher.check();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(watcher.knownId()).toBe('new');
  });

  it('an unreadable manifest changes nothing; concurrent checks share one fetch', async () => {
    const fetchLatestId = vi.fn(() => Promise.resolve(null));
    const reload = vi.fn(() => true);
    const watcher = createBuildWatcher({ runningId: 'b1', fetchLatestId, reload });
    await Promise.all([watcher.check(), watcher.check()]);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fetchBuildId reads {id} without caching and ignores anything else', async () => {
    const fetcher = vi.fn((_url: string, init?: RequestInit) => {
      expect(init?.cache).toBe('no-store');
      return Promise.resolve(new Response('{"id":"abc","built_at":"x"}', { status: 200 }));
    });
    expect(await fetchBuildId('/builds/latest.json?t=1', fetcher as unknown as typeof fetch)).toBe(
      'abc',
    );
    const answer =
      (body: string, status = 200) =>
      () =>
        Promise.resolve(new Response(body, { status }));
    expect(
      await fetchBuildId('/x', answer('<!doctype html>') as unknown as typeof fetch),
    ).toBeNull();
    expect(await fetchBuildId('/x', answer('{"id":""}') as unknown as typeof fetch)).toBeNull();
    expect(
      await fetchBuildId('/x', answer('{"id":"a"}', 404) as unknown as typeof fetch),
    ).toBeNull();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchBuildId('/x', offline as unknown as typeof fetch)).toBeNull();
  });
});

describe('chunk-load errors', () => {
  it.each([
    new TypeError(
      'Failed to fetch dynamically imported module: https://www.example-retouch.cn/assets/download-abc.js',
    ),
    new TypeError('error loading dynamically imported module: https://x/assets/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/download-abc.css'),
    Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    'Failed to fetch dynamically imported module',
    null,
    404,
  ])('ignores %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('build id plugin', () => {
  it('ids are unique and time-ordered', () => {
    const ids = new Set(Array.from({ length: 200 }, () => createBuildId(1_700_000_000_000)));
    expect(ids.size).toBe(200);
    expect(createBuildId(1_700_000_000_001) > createBuildId(1_700_000_000_000)).toBe(true);
  });

  it('defines __BUILD_ID__ and writes builds/latest.json with the same id on build; dev gets "dev"', () => {
    const plugin = buildIdPlugin();
    const config = plugin.config as (
      c: object,
      e: { command: string; mode: string },
    ) => { define: Record<string, string> };
    const id = JSON.parse(
      config({}, { command: 'build', mode: 'production' }).define.__BUILD_ID__ ?? '',
    ) as string;
    expect(id).toMatch(/^[0-9a-z]+-[0-9a-f]{12}$/);
    const emitted: Array<{ fileName: string; source: string }> = [];
    (plugin.generateBundle as (this: unknown) => void).call({
      emitFile: (f: { fileName: string; source: string }) => emitted.push(f),
    });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.fileName).toBe(BUILD_MANIFEST_PATH);
    expect(JSON.parse(emitted[0]!.source)).toMatchObject({ id });

    const dev = buildIdPlugin();
    const devConfig = dev.config as typeof config;
    expect(devConfig({}, { command: 'serve', mode: 'development' }).define.__BUILD_ID__).toBe(
      '"dev"',
    );
  });

  it('vitest itself runs with the dev id', () => {
    expect(__BUILD_ID__).toBe('dev');
  });
});

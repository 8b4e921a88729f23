import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicroApp } from 'qiankun';
import type { WbFailure, WbStatus } from '@/features/workbench/lifecycle';
import { activateWbApp, credentialedFetch, type WbHostProps } from '@/features/workbench/micro-app';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T = null>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A stand-in for qiankun's MicroApp whose phases the test drives. */
function fakeApp() {
  const load = deferred();
  const bootstrap = deferred();
  const mount = deferred();
  const unmounted = deferred();
  const update = vi.fn((_props: unknown) => Promise.resolve(null));
  const unmount = vi.fn(() => {
    unmounted.resolve(null);
    return Promise.resolve(null);
  });
  const app = {
    loadPromise: load.promise,
    bootstrapPromise: bootstrap.promise,
    mountPromise: mount.promise,
    unmountPromise: unmounted.promise,
    mount: vi.fn(),
    unmount,
    update,
    getStatus: () => 'MOUNTED' as const,
  } as unknown as MicroApp;
  return { app, load, bootstrap, mount, update, unmount };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { entry?: string; app?: ReturnType<typeof fakeApp> } = {}) {
  const fake = options.app ?? fakeApp();
  const loadMicroApp = vi.fn(() => fake.app);
  const statuses: Array<[WbStatus, WbFailure | undefined]> = [];
  const logError = vi.fn();
  const props: WbHostProps = { basePath: '/workbench', pathname: '/workbench', navigate: vi.fn() };
  const activation = activateWbApp({
    entry: options.entry ?? 'http://127.0.0.1:4313/',
    props,
    onStatus: (status, failure) => statuses.push([status, failure]),
    loadQiankun: () => Promise.resolve({ loadMicroApp }),
    logError,
  });
  return { activation, fake, loadMicroApp, statuses, logError, props };
}

const names = (statuses: Array<[WbStatus, unknown]>) => statuses.map(([s]) => s);

beforeEach(() => {
  document.body.innerHTML = '<div id="qiankun-content"></div>';
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('activateWbApp', () => {
  it('loads wbApp into #qiankun-content with autoStart false and walks loading → mounting → mounted → unmounted', async () => {
    const { activation, fake, loadMicroApp, statuses } = setup();
    expect(names(statuses)).toEqual(['loading']);
    await flush();
    expect(loadMicroApp).toHaveBeenCalledTimes(1);
    const [app, configuration] = loadMicroApp.mock.calls[0] as unknown as [
      { name: string; entry: string; container: string; props: WbHostProps },
      { autoStart: boolean; fetch: unknown },
    ];
    expect(app).toMatchObject({
      name: 'wbApp',
      entry: 'http://127.0.0.1:4313/',
      container: '#qiankun-content',
      props: { basePath: '/workbench', pathname: '/workbench' },
    });
    expect(configuration.autoStart).toBe(false);
    expect(typeof configuration.fetch).toBe('function');

    fake.load.resolve(null);
    fake.bootstrap.resolve(null);
    await flush();
    expect(names(statuses)).toEqual(['loading', 'mounting']);
    fake.mount.resolve(null);
    await flush();
    expect(names(statuses)).toEqual(['loading', 'mounting', 'mounted']);

    await activation.deactivate();
    expect(fake.unmount).toHaveBeenCalledTimes(1);
    expect(names(statuses)).toEqual(['loading', 'mounting', 'mounted', 'unmounted']);
    // A second deactivate (StrictMode, double cleanup) does nothing.
    await activation.deactivate();
    expect(fake.unmount).toHaveBeenCalledTimes(1);
  });

  it('raises the missing-container error without calling qiankun', async () => {
    document.body.innerHTML = '';
    const { loadMicroApp, statuses, logError } = setup();
    await flush();
    expect(loadMicroApp).not.toHaveBeenCalled();
    expect(statuses.at(-1)?.[0]).toBe('error');
    expect(statuses.at(-1)?.[1]?.kind).toBe('container');
    expect(String(statuses.at(-1)?.[1]?.error)).toContain(
      'Target container with #qiankun-content not existed while wbApp loading!',
    );
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('logs a mount failure and reports it as an error (lifecycle exports missing)', async () => {
    const { fake, statuses, logError, activation } = setup();
    await flush();
    const error = new Error('[qiankun]: You need to export lifecycle functions in wbApp entry');
    fake.load.reject(error);
    fake.bootstrap.reject(error);
    fake.mount.reject(error);
    await flush();
    expect(names(statuses)).toEqual(['loading', 'error']);
    expect(statuses[1]?.[1]).toEqual({ kind: 'lifecycle', error });
    expect(logError).toHaveBeenCalledWith('[workbench] wbApp could not be started', error);
    // A broken app is not unmounted (single-spa would reject), but the page still leaves cleanly.
    await activation.deactivate();
    expect(fake.unmount).not.toHaveBeenCalled();
  });

  it('reports a build without an entry as not configured', async () => {
    const { statuses, loadMicroApp } = setup({ entry: '' });
    await flush();
    expect(loadMicroApp).not.toHaveBeenCalled();
    expect(statuses.map(([s, f]) => [s, f?.kind])).toEqual([
      ['loading', undefined],
      ['error', 'notConfigured'],
    ]);
  });

  it('never loads when left before qiankun arrived', async () => {
    const { activation, loadMicroApp, statuses } = setup();
    await activation.deactivate();
    await flush();
    expect(loadMicroApp).not.toHaveBeenCalled();
    expect(names(statuses)).toEqual(['loading', 'unmounted']);
  });

  it('passes a new location to the mounted sub-app, and one that changed while loading once it mounts', async () => {
    const { activation, fake, props } = setup();
    await flush();
    activation.update({ ...props, pathname: '/workbench/projects/1' });
    expect(fake.update).not.toHaveBeenCalled();
    fake.bootstrap.resolve(null);
    fake.mount.resolve(null);
    await flush();
    expect(fake.update).toHaveBeenCalledTimes(1);
    expect(fake.update.mock.calls[0]?.[0]).toMatchObject({ pathname: '/workbench/projects/1' });
    activation.update({ ...props, pathname: '/workbench/projects/1' });
    await flush();
    expect(fake.update).toHaveBeenCalledTimes(1);
    activation.update({ ...props, pathname: '/workbench/queue' });
    await flush();
    expect(fake.update).toHaveBeenCalledTimes(2);
    expect(fake.update.mock.calls[1]?.[0]).toMatchObject({ pathname: '/workbench/queue' });
  });

  it('does not update a sub-app that mounted on the current path, and unmounts after a pending update', async () => {
    const { activation, fake, props } = setup();
    await flush();
    fake.bootstrap.resolve(null);
    fake.mount.resolve(null);
    await flush();
    expect(fake.update).not.toHaveBeenCalled();
    let finishUpdate: () => void = () => undefined;
    fake.update.mockImplementationOnce(
      () => new Promise((resolve) => (finishUpdate = () => resolve(null))),
    );
    activation.update({ ...props, pathname: '/workbench/a' });
    await flush();
    const leaving = activation.deactivate();
    await flush();
    expect(fake.unmount).not.toHaveBeenCalled();
    finishUpdate();
    await leaving;
    expect(fake.unmount).toHaveBeenCalledTimes(1);
  });
});

describe('credentialedFetch', () => {
  it('fetches in cors mode, with cookies only for the entry host, keeping the caller init', async () => {
    const base = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response('ok')),
    );
    const fetcher = credentialedFetch('http://127.0.0.1:4313/', base);
    await fetcher('http://127.0.0.1:4313/wb.js', { headers: { Accept: 'text/javascript' } });
    await fetcher(new URL('https://cdn.example.com/lib.js'));
    expect(base.mock.calls[0]?.[1]).toEqual({
      headers: { Accept: 'text/javascript' },
      mode: 'cors',
      credentials: 'include',
    });
    expect(base.mock.calls[1]?.[1]).toEqual({ mode: 'cors', credentials: 'same-origin' });
  });
});

import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, url, installMswServer } from './msw';

installMswServer();

afterEach(() => {
  vi.doUnmock('@/api/transport');
  vi.doUnmock('@/shared/next-task');
  vi.resetModules();
});

/**
 * The sending code (src/api/transport.ts) is its own chunk, loaded with the first call. When it
 * cannot load (offline, a deploy removed it), the call fails like any call that cannot be sent:
 * the "check your network" message and the notifier once. The failed load is not kept by the API
 * layer (whether the browser retries it is the browser's module map: see request.ts).
 */
describe('loading the sending code', () => {
  it('turns a failed load into a network ApiError, and does not keep the failure itself', async () => {
    vi.resetModules();
    let loadFails = true;
    vi.doMock('@/api/transport', async (importOriginal) => {
      if (loadFails) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { request, setErrorNotifier } = await import('@/api/request');
    const { ApiError } = await import('@/api/errors');
    const notices: string[] = [];
    setErrorNotifier(({ message }) => notices.push(message));
    server.use(http.get(url('/v1/ping'), () => HttpResponse.json({ code: 0, data: 'pong' })));

    const error: unknown = await request('/v1/ping').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      message: '网络请求超时，请确保网络正常后重新发送',
    });
    expect(notices).toEqual(['网络请求超时，请确保网络正常后重新发送']);

    loadFails = false;
    vi.resetModules();
    await expect(request('/v1/ping')).resolves.toBe('pong');
  });

  it('sends the calls that waited for it one task apart, and a call after it has loaded at once', async () => {
    vi.resetModules();
    // Each task boundary the API layer asks for waits here until the test lets it pass.
    const boundaries: Array<() => void> = [];
    vi.doMock('@/shared/next-task', () => ({
      nextTask: () => new Promise<void>((resolve) => boundaries.push(resolve)),
    }));
    const { request } = await import('@/api/request');
    const sent: string[] = [];
    server.use(
      http.get(url('/v1/echo/:name'), ({ params }) => {
        sent.push(String(params.name));
        return HttpResponse.json({ code: 0, data: params.name });
      }),
    );

    // Three calls together, before the sending code has loaded (a page's first calls).
    const [first, second, third] = ['a', 'b', 'c'].map((name) => request(`/v1/echo/${name}`));
    await expect(first).resolves.toBe('a');
    expect(sent).toEqual(['a']);
    await vi.waitFor(() => expect(boundaries).toHaveLength(1));
    boundaries[0]!();
    await expect(second).resolves.toBe('b');
    expect(sent).toEqual(['a', 'b']);
    await vi.waitFor(() => expect(boundaries).toHaveLength(2));
    boundaries[1]!();
    await expect(third).resolves.toBe('c');

    // The code is there: a new call waits for no boundary.
    await expect(request('/v1/echo/d')).resolves.toBe('d');
    expect(boundaries).toHaveLength(2);
    expect(sent).toEqual(['a', 'b', 'c', 'd']);
  });
});

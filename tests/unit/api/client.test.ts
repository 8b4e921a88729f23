import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { request, requestWithMeta, setErrorNotifier, type ErrorNotice } from '@/api/request';
import { setTrackPropsProvider } from '@/api/track-props';
import { setToken } from '@/shared/storage/token';
import { server, url, installMswServer } from './msw';

installMswServer();

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ code: 0, data, ...extra });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('headers on the wire', () => {
  it('sends the app ids, language and the track props, and no Authorization when logged out', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(url('/v1/ping'), ({ request: req }) => {
        seen = req.headers;
        return ok({});
      }),
    );
    await request('/v1/ping');
    expect(seen?.get('X-App-Id')).toBe('8');
    expect(seen?.get('X-Application-Id')).toBe('8');
    expect(seen?.get('Language')).toBe('zh-CN');
    expect(seen?.has('Authorization')).toBe(false);
    const props = JSON.parse(decodeURIComponent(seen?.get('X-Track-Props') ?? '')) as Record<
      string,
      unknown
    >;
    expect(props).toMatchObject({ app_type: 'WEB', lib: 'js', url_path: '/' });
    expect(typeof props.os).toBe('string');
    expect(typeof props.timezone_offset).toBe('number');
    expect(typeof props.screen_width).toBe('number');
    expect(typeof props.viewport_width).toBe('number');
    expect('url' in props && 'title' in props && 'referrer' in props).toBe(true);
  });

  it('sends the bare token as Authorization when logged in', async () => {
    setToken('tok-123');
    let auth: string | null = null;
    server.use(
      http.get(url('/v1/ping'), ({ request: req }) => {
        auth = req.headers.get('Authorization');
        return ok({});
      }),
    );
    await request('/v1/ping');
    expect(auth).toBe('tok-123');
  });

  it('strips the $ prefix of a registered provider and falls back when it throws', async () => {
    const headers: string[] = [];
    server.use(
      http.get(url('/v1/ping'), ({ request: req }) => {
        headers.push(decodeURIComponent(req.headers.get('X-Track-Props') ?? ''));
        return ok({});
      }),
    );
    setTrackPropsProvider(() => ({
      $lib: 'js',
      $lib_version: '1.27.11',
      $latest_traffic_source_type: '直接流量',
    }));
    await request('/v1/ping');
    setTrackPropsProvider(() => {
      throw new Error('sdk not ready');
    });
    await request('/v1/ping');
    const [first, second] = headers.map((h) => JSON.parse(h) as Record<string, unknown>);
    expect(first).toMatchObject({
      lib: 'js',
      lib_version: '1.27.11',
      latest_traffic_source_type: '直接流量',
      app_type: 'WEB',
    });
    expect(Object.keys(first ?? {}).some((k) => k.startsWith('$'))).toBe(false);
    expect(second).toMatchObject({ lib: 'js', app_type: 'WEB', url_path: '/' });
  });

  it('goes to the service base of each call', async () => {
    const hits: string[] = [];
    server.use(
      http.post(url('/v1/web/login', 'user'), () => {
        hits.push('user');
        return ok({ token: 't', user_id: 1 });
      }),
    );
    await request('/v1/web/login', { service: 'user', method: 'post', json: {} });
    expect(hits).toEqual(['user']);
  });
});

describe('envelope', () => {
  it('returns data for code 0 and code 200, with meta and headers on request', async () => {
    server.use(
      http.get(url('/v1/a'), () => ok({ n: 1 }, { meta: { time: 1700000000 } })),
      http.get(url('/v1/b'), () =>
        HttpResponse.json({ code: 200, data: { n: 2 } }, { headers: { 'X-Trace': 'x1' } }),
      ),
    );
    await expect(request('/v1/a')).resolves.toEqual({ n: 1 });
    const b = await requestWithMeta<{ n: number }>('/v1/b');
    expect(b.data).toEqual({ n: 2 });
    expect(b.meta).toEqual({});
    expect(b.headers.get('X-Trace')).toBe('x1');
    const a = await requestWithMeta('/v1/a');
    expect(a.meta.time).toBe(1700000000);
  });

  it('turns any other code into a business error, even with HTTP 200', async () => {
    server.use(
      http.get(url('/v1/a'), () => HttpResponse.json({ code: 3004, message: '验证码错误' })),
    );
    const error = await caught(request('/v1/a'));
    expect(error).toMatchObject({
      kind: 'business',
      code: 3004,
      status: 200,
      message: '验证码错误',
    });
  });

  it('picks message, then data.message, then the status text, then 未知错误', async () => {
    server.use(
      http.get(url('/v1/m1'), () =>
        HttpResponse.json({ code: 7, message: '顶层', data: { message: '内层' } }, { status: 400 }),
      ),
      http.get(url('/v1/m2'), () =>
        HttpResponse.json({ code: 7, message: '', data: { message: '内层' } }, { status: 400 }),
      ),
      http.get(url('/v1/m3'), () => new HttpResponse(null, { status: 500 })),
      http.get(url('/v1/m4'), () => HttpResponse.json({ code: 7 }, { status: 503 })),
      http.get(url('/v1/m5'), () => new HttpResponse(null, { status: 418 })),
      http.get(url('/v1/m6'), () => HttpResponse.json({ code: 99 })),
    );
    expect((await caught(request('/v1/m1'))).message).toBe('顶层');
    expect((await caught(request('/v1/m2'))).message).toBe('内层');
    const e500 = await caught(request('/v1/m3'));
    expect(e500).toMatchObject({
      kind: 'http',
      status: 500,
      message: '服务器开小差了，请稍后重试',
    });
    expect((await caught(request('/v1/m4'))).message).toBe('服务暂时不可用，请稍后重试');
    expect((await caught(request('/v1/m5'))).message).toBe('未知错误');
    expect(await caught(request('/v1/m6'))).toMatchObject({
      kind: 'business',
      code: 99,
      message: '未知错误',
    });
  });

  it('reports malformed JSON and non-envelope answers as parse errors', async () => {
    server.use(
      http.get(
        url('/v1/bad'),
        () => new HttpResponse('{"code":0,', { headers: { 'Content-Type': 'application/json' } }),
      ),
      http.get(
        url('/v1/html'),
        () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.get(url('/v1/nocode'), () => HttpResponse.json({ data: 1 })),
    );
    for (const path of ['/v1/bad', '/v1/html', '/v1/nocode']) {
      expect(await caught(request(path))).toMatchObject({
        kind: 'parse',
        status: 200,
        message: '服务器返回的数据格式有误，请稍后重试',
      });
    }
  });

  it('keeps the status text when an HTTP error has an unreadable body', async () => {
    server.use(
      http.get(url('/v1/gw'), () => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })),
    );
    expect(await caught(request('/v1/gw'))).toMatchObject({
      kind: 'http',
      status: 502,
      message: '网关错误，请稍后重试',
    });
  });
});

describe('network failures', () => {
  it('maps a network error to the offline message', async () => {
    server.use(http.get(url('/v1/a'), () => HttpResponse.error()));
    expect(await caught(request('/v1/a'))).toMatchObject({
      kind: 'network',
      message: '网络请求超时，请确保网络正常后重新发送',
    });
  });

  it('maps a timeout to the offline message', async () => {
    server.use(
      http.get(url('/v1/slow'), async () => {
        await delay(1000);
        return ok({});
      }),
    );
    expect(await caught(request('/v1/slow', { timeout: 50 }))).toMatchObject({
      kind: 'timeout',
      message: '网络请求超时，请确保网络正常后重新发送',
    });
  });

  it('hands a cancelled call back as an AbortError, without a toast', async () => {
    const notify = vi.fn();
    setErrorNotifier(notify);
    server.use(
      http.get(url('/v1/slow'), async () => {
        await delay(1000);
        return ok({});
      }),
    );
    const controller = new AbortController();
    const pending = request('/v1/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('error notifier', () => {
  it('receives each error with id = message, except for silent calls', async () => {
    const notices: ErrorNotice[] = [];
    setErrorNotifier((n) => notices.push(n));
    server.use(
      http.get(url('/v1/a'), () => HttpResponse.json({ code: 41, message: '商品无法购买' })),
    );
    await caught(request('/v1/a'));
    await caught(request('/v1/a', { silent: true }));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ id: '商品无法购买', message: '商品无法购买' });
    expect(notices[0]?.error).toBeInstanceOf(ApiError);
  });

  it('never lets a throwing notifier replace the ApiError', async () => {
    setErrorNotifier(() => {
      throw new Error('toaster broke');
    });
    server.use(http.get(url('/v1/a'), () => new HttpResponse(null, { status: 500 })));
    expect(await caught(request('/v1/a'))).toMatchObject({ kind: 'http', status: 500 });
  });
});

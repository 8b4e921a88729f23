/** Plain-fetch helpers for the mock's own tests: what goes over the wire, nothing of the app's client. */
import SparkMD5 from 'spark-md5';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMocks, server, SMS_CODE, TEST_PHONE } from '../../../mocks/node';

const API = 'https://api.example-retouch.cn';

export interface Envelope<T = Record<string, unknown>> {
  code: number;
  message?: string;
  data?: T;
  meta?: { time?: number };
}

export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMocks());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {
    'X-App-Id': '8',
    'X-Application-Id': '8',
    Language: 'zh-CN',
  };
  if (init.token) headers.Authorization = init.token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${API}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export async function json<T = Record<string, unknown>>(
  path: string,
  init: Parameters<typeof call>[1] = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await call(path, init);
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export async function login(phone = TEST_PHONE, code = SMS_CODE): Promise<string> {
  const { body } = await json<{ token: string }>('/v1/web/login', {
    body: {
      phone,
      verify_code: SparkMD5.hash(code),
      phone_cc: '86',
      token_type: 32771,
      cheese_org_source_id: 0,
    },
  });
  if (!body.data?.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

export const RETURN_URL = 'http://127.0.0.1:5173/payment/success';

export function payBody(productId: number, fields: Record<string, unknown> = {}) {
  return {
    app_id: 8,
    product_id: productId,
    count: 1,
    purchase_method: 1,
    pay_type: 20,
    trade_type: 0,
    source_id: 0,
    subscription: 0,
    return_url: RETURN_URL,
    ...fields,
  };
}

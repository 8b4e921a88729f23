import { inflateSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { call, json, login, payBody, RETURN_URL, setupMockServer } from './client';
import { getDb, applyPreset } from '../../../mocks/node';

setupMockServer();

interface UserInfo {
  is_vip: number;
  total_space: number;
  left_retouch_count: number;
  non_active_lite_effect_count: number;
}

interface Assets {
  packages: Array<{ business_type: number; name: string; count: number; left_count: number }>;
  storage: { total_space: number };
}

const poll = (outTradeNo: string, token: string) =>
  json<{ state: number; refund_status: number }>(
    `/v1/api/order/union_order_state?out_trade_no=${outTradeNo}&app_id=8`,
    { token },
  );

/** Reads a PNG's chunks and checks every CRC, as an image decoder would. */
function readPng(bytes: Uint8Array) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Record<string, Uint8Array> = {};
  for (let offset = 8; offset < bytes.length; ) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8));
    chunks[type] = bytes.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
  }
  const ihdr = new DataView(chunks.IHDR!.buffer, chunks.IHDR!.byteOffset, 13);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  const pixels = inflateSync(chunks.IDAT!);
  return { width, height, pixels, types: Object.keys(chunks) };
}

describe('purchase', () => {
  it('WeChat NATIVE answers a real PNG with the three order headers', async () => {
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', { body: payBody(402), token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('out_trade_no')).toMatch(/^CR\d{20}$/);
    expect(res.headers.get('Union-Order-Deduction')).toBe('0');
    expect(res.headers.get('Pay-Limit-Time')).toBe('900');
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe(
      'out_trade_no, Union-Order-Deduction, Pay-Limit-Time',
    );
    const png = readPng(new Uint8Array(await res.arrayBuffer()));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    // A real QR code (tests/unit/mocks/mock-payments.test.ts reads it): 6 pixels a module.
    expect(png.width % 6).toBe(0);
    expect(png.height).toBe(png.width);
    expect(png.pixels.length).toBe((Math.ceil(png.width / 8) + 1) * png.width);
  });

  it('pay → poll → paid → the assets really grow', async () => {
    const token = await login();
    const before = (await json<UserInfo>('/v1/web/user/info/get', { body: {}, token })).body.data!;
    const res = await call('/v1/api/order/union_order_pay', {
      body: payBody(402, { pay_type: 5, trade_type: 0 }),
      token,
    });
    expect(res.headers.get('Content-Type')).toBe('image/png');
    const no = res.headers.get('out_trade_no')!;
    expect((await poll(no, token)).body.data).toEqual({ state: 0, refund_status: 0 });
    expect((await poll(no, token)).body.data).toEqual({ state: 1, refund_status: 0 });
    expect((await poll(no, token)).body.data?.state).toBe(1);

    const after = (await json<UserInfo>('/v1/web/user/info/get', { body: {}, token })).body.data!;
    expect(after.left_retouch_count).toBe(before.left_retouch_count + 500);
    const orders = await json<{
      list: Array<{ out_trade_no: string; state: number; paid_at: number }>;
    }>('/v1/api/order/list?page=1&page_size=10', { token });
    expect(orders.body.data?.list[0]).toMatchObject({ out_trade_no: no, state: 1 });
  });

  it('a non-member who buys a Vip package becomes a member with its storage', async () => {
    applyPreset('non-member');
    const token = await login();
    const info = async () =>
      (await json<UserInfo>('/v1/web/user/info/get', { body: {}, token })).body.data!;
    const before = await info();
    expect(before.is_vip).toBe(0);
    const res = await call('/v1/api/order/union_order_pay', {
      body: payBody(202, { pay_type: 21 }),
      token,
    });
    const no = res.headers.get('out_trade_no')!;
    // An Alipay order is paid on the provider's page (the mock cashier), not by polling alone.
    await poll(no, token);
    await poll(no, token);
    expect((await poll(no, token)).body.data?.state).toBe(0);
    await call('/__mock__/provider/pay', { body: { out_trade_no: no } });
    expect((await poll(no, token)).body.data?.state).toBe(1);
    const after = await info();
    expect(after.is_vip).toBe(1);
    expect(after.non_active_lite_effect_count).toBe(30);
    expect(after.total_space - before.total_space).toBe(500 * 1024 ** 3);
    const assets = (await json<Assets>('/v1/api/user/assets', { token })).body.data!;
    expect(assets.packages).toContainEqual(
      expect.objectContaining({
        business_type: 0,
        name: '流畅修图套餐·进阶版',
        count: 30,
        left_count: 30,
      }),
    );
  });

  it('Alipay answers {pay_url}: the mock cashier, which returns to return_url + out_trade_no', async () => {
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', {
      body: payBody(301, { pay_type: 21 }),
      token,
    });
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const no = res.headers.get('out_trade_no');
    const body = (await res.json()) as { code: number; data: { pay_url: string } };
    expect(body.code).toBe(0);
    const payUrl = new URL(body.data.pay_url);
    expect(payUrl.origin + payUrl.pathname).toBe('http://127.0.0.1:5173/__mock__/provider');
    expect(payUrl.searchParams.get('channel')).toBe('alipay');
    expect(payUrl.searchParams.get('out_trade_no')).toBe(no);
    expect(payUrl.searchParams.get('return')).toBe(`${RETURN_URL}?out_trade_no=${no}`);
  });

  it('WeChat JSAPI answers {pay_params}, MWEB {mweb_url}', async () => {
    const token = await login();
    const jsapi = await json<{ pay_params: Record<string, string> }>(
      '/v1/api/order/union_order_pay',
      {
        body: payBody(301, { trade_type: 2 }),
        token,
      },
    );
    expect(jsapi.body.data?.pay_params.signType).toBe('RSA');
    expect(jsapi.body.data?.pay_params.package).toMatch(/^prepay_id=/);
    const mweb = await json<{ mweb_url: string }>('/v1/api/order/union_order_pay', {
      body: payBody(301, { trade_type: 3 }),
      token,
    });
    // WeChat H5: the mock cashier; the client appends its redirect_url.
    expect(mweb.body.data?.mweb_url).toMatch(
      /^http:\/\/127\.0\.0\.1:5173\/__mock__\/provider\?channel=wechat&out_trade_no=CR\d+$/,
    );
  });

  it('one order per purchase intent: the same client_order_id answers the same order, a new one makes another', async () => {
    const token = await login();
    const countOrders = () => getDb().orders.length;
    const before = countOrders();
    const first = await call('/v1/api/order/union_order_pay', {
      body: payBody(402, { client_order_id: 'intent-A' }),
      token,
    });
    const again = await call('/v1/api/order/union_order_pay', {
      body: payBody(402, { client_order_id: 'intent-A' }),
      token,
    });
    expect(again.headers.get('out_trade_no')).toBe(first.headers.get('out_trade_no'));
    // The same QR: the same bytes.
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(
      new Uint8Array(await first.arrayBuffer()),
    );
    expect(countOrders()).toBe(before + 1);
    const other = await call('/v1/api/order/union_order_pay', {
      body: payBody(402, { client_order_id: 'intent-B' }),
      token,
    });
    expect(other.headers.get('out_trade_no')).not.toBe(first.headers.get('out_trade_no'));
    expect(countOrders()).toBe(before + 2);
  });

  it('a repeated JSAPI intent gets the same pay_params; after 30 minutes the id makes a new order', async () => {
    const token = await login();
    const body = payBody(301, { trade_type: 2, client_order_id: 'intent-J' });
    const first = await json<{ pay_params: Record<string, string> }>(
      '/v1/api/order/union_order_pay',
      { body, token },
    );
    const again = await json<{ pay_params: Record<string, string> }>(
      '/v1/api/order/union_order_pay',
      { body, token },
    );
    expect(again.body.data?.pay_params).toEqual(first.body.data?.pay_params);
    const orders = getDb().orders.filter((o) => o.client_order_id === 'intent-J');
    expect(orders).toHaveLength(1);
    vi.useFakeTimers({ now: Date.now() + 31 * 60_000, toFake: ['Date'] });
    try {
      const later = await call('/v1/api/order/union_order_pay', { body, token });
      expect(later.headers.get('out_trade_no')).not.toBe(orders[0]!.out_trade_no);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an upgrade carries purchase_method 2 and a deduction', async () => {
    const token = await login();
    const list = await json<{ list: Array<{ id: number; purchase_method: number }> }>(
      '/v1/api/union_product/list?app_id=8&platform=Android',
      { token },
    );
    const methods = Object.fromEntries(list.body.data!.list.map((p) => [p.id, p.purchase_method]));
    expect(methods).toMatchObject({ 101: 4, 102: 2, 103: 2, 201: 1, 301: 1 });
    const stale = await json('/v1/api/order/union_order_pay', { body: payBody(103), token });
    expect(stale.body.code).toBe(37);
    const res = await call('/v1/api/order/union_order_pay', {
      body: payBody(103, { purchase_method: 2 }),
      token,
    });
    const deduction = Number(res.headers.get('Union-Order-Deduction'));
    expect(deduction).toBeGreaterThan(10_000);
    expect(deduction).toBeLessThan(19_900);
    const no = res.headers.get('out_trade_no')!;
    const d = await json(`/v1/api/order/union_deduction_order?app_id=8&out_trade_no=${no}`, {
      token,
    });
    expect(d.body.data).toEqual({ deduction, product_id: 103 });
  });

  it('business codes: 41 over the purchase limit, 37 for an unknown package, scenario codes', async () => {
    const token = await login();
    expect(
      (await json('/v1/api/order/union_order_pay', { body: payBody(404), token })).body.code,
    ).toBe(41);
    expect(
      (await json('/v1/api/order/union_order_pay', { body: payBody(999), token })).body.code,
    ).toBe(37);
    expect(
      (await json('/v1/api/order/union_product?product_id=999&purchase_method=1')).body.code,
    ).toBe(37);
    for (const code of [37, 41, 42, 5030, 5031]) {
      applyPreset(`pay-error-${code}`);
      expect(
        (await json('/v1/api/order/union_order_pay', { body: payBody(301), token })).body.code,
      ).toBe(code);
    }
  });

  it('41 for a members-only package bought by a non-member, 5031 for a downgrade', async () => {
    const guestToken = await login('13900139000');
    expect(
      (await json('/v1/api/order/union_order_pay', { body: payBody(303), token: guestToken })).body
        .code,
    ).toBe(41);
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', {
      body: payBody(103, { purchase_method: 2 }),
      token,
    });
    const no = res.headers.get('out_trade_no')!;
    await poll(no, token);
    expect((await poll(no, token)).body.data?.state).toBe(1);
    expect(
      (await json('/v1/api/order/union_order_pay', { body: payBody(102), token })).body.code,
    ).toBe(5031);
  });

  it('pay-fails ends in state 3, nothing credited', async () => {
    applyPreset('pay-fails');
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', { body: payBody(401), token });
    const no = res.headers.get('out_trade_no')!;
    expect((await poll(no, token)).body.data?.state).toBe(0);
    expect((await poll(no, token)).body.data?.state).toBe(3);
  });

  it('pay-expires gives Pay-Limit-Time 5 and state 2 after it', async () => {
    applyPreset('pay-expires');
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', { body: payBody(401), token });
    expect(res.headers.get('Pay-Limit-Time')).toBe('5');
    const no = res.headers.get('out_trade_no')!;
    for (let i = 0; i < 4; i++) expect((await poll(no, token)).body.data?.state).toBe(0);
    const later = Date.now() + 6_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect((await poll(no, token)).body.data?.state).toBe(2);
  });

  it('payment-closed refuses to create orders', async () => {
    applyPreset('payment-closed');
    const token = await login();
    const config = await json<{ cheese_config: { payment_conf: { is_open: number } } }>(
      '/v1/web/config',
    );
    expect(config.body.data?.cheese_config.payment_conf.is_open).toBe(0);
    expect(
      (await json('/v1/api/order/union_order_pay', { body: payBody(301), token })).body.code,
    ).toBe(41);
  });
});

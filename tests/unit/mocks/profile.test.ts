import { describe, expect, it } from 'vitest';
import { json, setupMockServer } from './client';
import { TEST_TOKEN } from '../../../mocks/node';

setupMockServer();

interface Order {
  out_trade_no: string;
  product_name: string;
  total_price: number;
  state: number;
  refund_status: number;
  invoiced: number;
}

const token = TEST_TOKEN;
const orders = async (query = '') =>
  (
    await json<{ list: Order[]; total: number }>(`/v1/api/order/list?page=1&page_size=20${query}`, {
      token,
    })
  ).body.data!;
const apply = (body: Record<string, unknown>) =>
  json<{ invoice_id: number }>('/v1/api/invoice/apply', { body, token });

describe('orders and invoices', () => {
  it('lists the member fixture orders, refunded, refunding and failed ones included', async () => {
    const all = await orders();
    // More than one page of /profile/orders (PAGE_SIZE, src/features/profile/paging.ts).
    expect(all.total).toBe(13);
    expect(all.list.map((o) => o.refund_status).sort()).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 3,
    ]);
    expect(all.list.filter((o) => o.state === 3)).toHaveLength(1);
    expect(all.list.every((o) => o.state === 1 || o.state === 3)).toBe(true);
    const pageTwo = (
      await json<{ list: Order[]; total: number }>('/v1/api/order/list?page=2&page_size=10', {
        token,
      })
    ).body.data!;
    expect(pageTwo).toMatchObject({ total: 13 });
    expect(pageTwo.list.map((o) => o.out_trade_no)).toEqual(
      all.list.slice(10).map((o) => o.out_trade_no),
    );
    const invoiceable = await orders('&invoiceable=1');
    expect(
      invoiceable.list.every(
        (o) => o.invoiced === 0 && o.refund_status !== 1 && o.refund_status !== 2,
      ),
    ).toBe(true);
    expect(invoiceable.total).toBe(7);
  });

  it('invoice apply → appears in history, orders become invoiced', async () => {
    const [first, second] = (await orders('&invoiceable=1')).list;
    const { body } = await apply({
      out_trade_nos: [first!.out_trade_no, second!.out_trade_no],
      title_type: 2,
      title: '上海光年影像文化传播有限公司',
      tax_no: '91310115MA1K4XYZ8Q',
      email: 'caiwu@guangnian.cn',
    });
    expect(body.code).toBe(0);
    const history = await json<{
      list: Array<{ invoice_id: number; amount: number; state: number }>;
      total: number;
    }>('/v1/api/invoice/history?page=1&page_size=10', { token });
    expect(history.body.data?.total).toBe(3);
    expect(history.body.data?.list[0]).toMatchObject({
      invoice_id: body.data?.invoice_id,
      amount: first!.total_price + second!.total_price,
      state: 0,
    });
    expect((await orders('&invoiceable=1')).total).toBe(5);
  });

  it('validates email, tax number and refuses refunded / refunding orders', async () => {
    const all = await orders();
    const open = all.list.find((o) => o.refund_status === 0 && o.invoiced === 0)!;
    const base = {
      out_trade_nos: [open.out_trade_no],
      title_type: 2,
      title: '某某公司',
      tax_no: '91310115MA1K4XYZ8Q',
      email: 'a@b.cn',
    };
    expect((await apply({ ...base, email: 'not-an-email' })).body.code).toBe(400);
    expect((await apply({ ...base, tax_no: '91310115ma1k4xyz8q' })).body.code).toBe(400);
    expect((await apply({ ...base, tax_no: '1234567890' })).body.code).toBe(400);
    expect((await apply({ ...base, title_type: 1, tax_no: undefined })).body.code).toBe(0);
    for (const status of [1, 2]) {
      const refunded = all.list.find((o) => o.refund_status === status)!;
      const res = await apply({ ...base, out_trade_nos: [refunded.out_trade_no] });
      expect(res.body.code).toBe(400);
      expect(res.body.message).toContain('退款');
    }
  });
});

describe('devices', () => {
  it('lists three devices and unbinds one', async () => {
    type Device = { id: number; platform: string; host_name: string; last_active_at: number };
    const list = async () =>
      (await json<{ list: Device[] }>('/v1/api/device/list', { token })).body.data!.list;
    const devices = await list();
    expect(devices.map((d) => d.platform)).toEqual(['win', 'mac_arm', 'mac']);
    expect(
      (await json('/v1/api/device/unbind', { body: { id: devices[1]!.id }, token })).body.code,
    ).toBe(0);
    expect((await list()).map((d) => d.platform)).toEqual(['win', 'mac']);
    expect(
      (await json('/v1/api/device/unbind', { body: { id: devices[1]!.id }, token })).body.code,
    ).toBe(400);
  });
});

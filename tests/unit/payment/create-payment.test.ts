import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORDINARY_PACKAGE } from '@mocks/fixtures/packages';
import type { Package } from '@/api/types';
import {
  createPayment,
  MAX_PAY_LIMIT_SECONDS,
  MAX_QR_BYTES,
  orderBody,
  orderStartOf,
  payLimitSecondsOf,
  type PaymentRequest,
} from '@/features/payment/model/create-payment';
import { orderErrorView, UnusablePaymentError } from '@/features/payment/model/order-errors';
import { PurchaseMethod } from '@/shared/enums';
import { setToken } from '@/shared/storage/token';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

const ORIGIN = 'https://www.example-retouch.cn';
const product: Package = {
  ...ORDINARY_PACKAGE,
  id: 102,
  name: '精修套餐·标准版',
  price: 49_900,
  purchase_method: PurchaseMethod.Upgrade,
};
const request = (fields: Partial<PaymentRequest> = {}): PaymentRequest => ({
  product,
  intentId: 'intent-1',
  channel: 'wechat',
  env: 'desktop',
  sourceId: 7,
  subscription: false,
  origin: ORIGIN,
  ...fields,
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const orderHeaders = {
  out_trade_no: 'CR1',
  'Union-Order-Deduction': '13357',
  'Pay-Limit-Time': '900',
};

function capture(respond: () => Response) {
  const seen: { body?: unknown; headers?: Headers; count: number } = { count: 0 };
  server.use(
    http.post(url('/v1/api/order/union_order_pay', 'pay'), async ({ request: req }) => {
      seen.count += 1;
      seen.body = await req.json();
      seen.headers = req.headers;
      return respond();
    }),
  );
  return seen;
}

describe('union_order_pay body (docs/backend-contract.md)', () => {
  it.each([
    ['desktop', 0],
    ['desktop-wechat', 20],
    ['wechat', 2],
    ['phone', 3],
  ] as const)('%s → trade_type %i', (env, tradeType) => {
    expect(orderBody(request({ env })).trade_type).toBe(tradeType);
  });

  it('carries the product, pay type, source id, subscription flag, an absolute return_url and the intent id', () => {
    expect(orderBody(request({ channel: 'alipay', subscription: true }))).toEqual({
      product_id: 102,
      count: 1,
      purchase_method: PurchaseMethod.Upgrade,
      pay_type: 21,
      trade_type: 0,
      source_id: 7,
      subscription: 1,
      return_url: 'https://www.example-retouch.cn/payment/success',
      client_order_id: 'intent-1',
    });
    expect(orderBody(request({ channel: 'union' })).pay_type).toBe(5);
    expect(orderBody(request({ channel: 'wechat', env: 'wechat', code: 'C0DE' })).code).toBe(
      'C0DE',
    );
  });
});

describe('createPayment over the wire', () => {
  it('an image answer is the QR; the three order headers are read', async () => {
    setToken('tok-1');
    const seen = capture(
      () => new HttpResponse(PNG, { headers: { ...orderHeaders, 'Content-Type': 'image/png' } }),
    );
    const start = await createPayment(request());
    expect(start).toMatchObject({
      kind: 'qr',
      outTradeNo: 'CR1',
      deduction: 13_357,
      payLimitSeconds: 900,
    });
    expect(start.kind === 'qr' && start.qr.startsWith('data:image/png;base64,')).toBe(true);
    expect(seen.count).toBe(1);
    expect(seen.body).toMatchObject({ app_id: 8, product_id: 102, pay_type: 20, trade_type: 0 });
    expect(seen.headers?.get('Authorization')).toBe('tok-1');
    expect(seen.headers?.get('X-App-Id')).toBe('8');
  });

  it('Alipay JSON → a redirect to pay_url', async () => {
    capture(() =>
      HttpResponse.json(
        { code: 0, data: { pay_url: 'https://openapi.alipay.com/gateway.do?x=1' } },
        { headers: orderHeaders },
      ),
    );
    await expect(createPayment(request({ channel: 'alipay' }))).resolves.toMatchObject({
      kind: 'redirect',
      url: 'https://openapi.alipay.com/gateway.do?x=1',
      outTradeNo: 'CR1',
    });
  });

  it('WeChat H5 → mweb_url with our redirect_url appended', async () => {
    capture(() =>
      HttpResponse.json(
        {
          code: 0,
          data: { mweb_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1' },
        },
        { headers: orderHeaders },
      ),
    );
    const start = await createPayment(request({ env: 'phone' }));
    expect(start.kind).toBe('redirect');
    const target = new URL((start as { url: string }).url);
    expect(target.searchParams.get('prepay_id')).toBe('1');
    expect(target.searchParams.get('redirect_url')).toBe(
      `${ORIGIN}/payment/success?out_trade_no=CR1`,
    );
  });

  it('WeChat JSAPI → pay_params', async () => {
    const params = {
      appId: 'wx1',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'prepay_id=p',
      signType: 'RSA',
      paySign: 's',
    };
    capture(() =>
      HttpResponse.json({ code: 0, data: { pay_params: params } }, { headers: orderHeaders }),
    );
    await expect(createPayment(request({ env: 'wechat', code: 'c' }))).resolves.toMatchObject({
      kind: 'jsapi',
      params,
    });
  });

  it('a missing Pay-Limit-Time falls back to 15 minutes; a missing deduction is 0', async () => {
    capture(
      () =>
        new HttpResponse(PNG, { headers: { out_trade_no: 'CR2', 'Content-Type': 'image/png' } }),
    );
    await expect(createPayment(request())).resolves.toMatchObject({
      deduction: 0,
      payLimitSeconds: 900,
    });
  });

  it('no out_trade_no, or a pay_url on another http origin, is an error (no redirect)', async () => {
    capture(() => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } }));
    await expect(createPayment(request())).rejects.toMatchObject({ kind: 'parse' });
    capture(() =>
      HttpResponse.json(
        { code: 0, data: { pay_url: 'http://evil.example/x' } },
        { headers: orderHeaders },
      ),
    );
    await expect(createPayment(request({ channel: 'alipay' }))).rejects.toMatchObject({
      kind: 'parse',
    });
  });

  it.each([37, 41, 42, 5030, 5031])(
    'business code %i is thrown as it is (for the checkout to explain)',
    async (code) => {
      capture(() => HttpResponse.json({ code, message: `业务错误 ${code}` }));
      await expect(createPayment(request())).rejects.toMatchObject({
        kind: 'business',
        code,
        message: `业务错误 ${code}`,
      });
    },
  );
});

describe('the edges of an order answer', () => {
  it('Pay-Limit-Time: above 24 days is 24 days; 0, negative or not a number is the default', () => {
    expect(payLimitSecondsOf(900)).toBe(900);
    expect(payLimitSecondsOf(MAX_PAY_LIMIT_SECONDS + 1)).toBe(MAX_PAY_LIMIT_SECONDS);
    expect(payLimitSecondsOf(40 * 24 * 3600)).toBe(MAX_PAY_LIMIT_SECONDS);
    expect(payLimitSecondsOf(0)).toBe(15 * 60);
    expect(payLimitSecondsOf(-5)).toBe(15 * 60);
    expect(payLimitSecondsOf(Number.NaN)).toBe(15 * 60);
  });

  it('a Pay-Limit-Time of 40 days keeps the order open for 24 days, not zero', async () => {
    capture(
      () =>
        new HttpResponse(PNG, {
          headers: {
            ...orderHeaders,
            'Pay-Limit-Time': String(40 * 86_400),
            'Content-Type': 'image/png',
          },
        }),
    );
    const start = await createPayment(request());
    expect(orderStartOf(start, 49_900, 0).expiresAt).toBe(MAX_PAY_LIMIT_SECONDS * 1000);
  });

  it.each(['image/jpeg', 'image/gif', 'image/webp', 'image/png; charset=binary'])(
    'a QR as %s is taken',
    async (type) => {
      capture(() => new HttpResponse(PNG, { headers: { ...orderHeaders, 'Content-Type': type } }));
      await expect(createPayment(request())).resolves.toMatchObject({ kind: 'qr' });
    },
  );

  it('an SVG or a QR over 200 KB is refused with a clear message, never kept', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    capture(
      () =>
        new HttpResponse(svg, { headers: { ...orderHeaders, 'Content-Type': 'image/svg+xml' } }),
    );
    const refused = createPayment(request());
    await expect(refused).rejects.toBeInstanceOf(UnusablePaymentError);
    await expect(refused).rejects.toThrow('收到的支付二维码格式不正确');
    capture(
      () =>
        new HttpResponse(new Uint8Array(MAX_QR_BYTES + 1), {
          headers: { ...orderHeaders, 'Content-Type': 'image/png' },
        }),
    );
    await expect(createPayment(request())).rejects.toBeInstanceOf(UnusablePaymentError);
  });

  it('the checkout says so: the order exists, choose another way (not 订单未创建)', () => {
    expect(orderErrorView(new UnusablePaymentError('x'))).toEqual({
      kind: 'unusable',
      action: 'retry',
      detail: 'x',
    });
  });
});

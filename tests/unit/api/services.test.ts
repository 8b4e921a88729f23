import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { describe, expect, it, vi } from 'vitest';
import { setErrorNotifier } from '@/api/request';
import { getUnionProductList, unionOrderPay } from '@/api/services/order';
import { getPromotionConfig } from '@/api/services/promotion';
import {
  generateUrlLink,
  getEnumerateInfo,
  MINI_PROGRAM_APP_ID_HEADER,
} from '@/api/services/public';
import { getUserInfo, login, sendVerifyCode } from '@/api/services/user';
import { getWebConfig } from '@/api/services/web';
import type { UnionOrderPayRequest } from '@/api/types';
import { env } from '@/shared/config/env';
import { PayTypeCode, PurchaseMethod, WechatTradeType } from '@/shared/enums';
import { server, url, installMswServer } from './msw';

installMswServer();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const order: UnionOrderPayRequest = {
  product_id: 11,
  count: 1,
  purchase_method: PurchaseMethod.Normal,
  pay_type: PayTypeCode.Wechat,
  trade_type: WechatTradeType.NATIVE,
  source_id: 0,
  subscription: 0,
  return_url: 'https://www.example-retouch.cn/payment/success',
};

describe('user service', () => {
  it('login sends the MD5 hex of the code, phone_cc 86, token type 32771 and the source id', async () => {
    let body: unknown;
    server.use(
      http.post(url('/v1/web/login', 'user'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, data: { token: 'tok', user_id: 7 } });
      }),
    );
    await expect(login({ phone: '13800138000', code: '123456', sourceId: 42 })).resolves.toEqual({
      token: 'tok',
      user_id: 7,
    });
    expect(body).toEqual({
      phone: '13800138000',
      verify_code: 'e10adc3949ba59abbe56e057f20f883e',
      phone_cc: '86',
      token_type: 32771,
      cheese_org_source_id: 42,
    });
    expect(SparkMD5.hash('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });

  it('send_verify_code sends phone, phone_cc and token_type', async () => {
    let body: unknown;
    server.use(
      http.post(url('/v1/web/send_verify_code', 'user'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, data: {} });
      }),
    );
    await sendVerifyCode('13800138000');
    expect(body).toEqual({ phone: '13800138000', phone_cc: '86', token_type: 32771 });
  });

  it('user info is a POST with an empty object', async () => {
    let seen: { method: string; body: unknown } | undefined;
    server.use(
      http.post(url('/v1/web/user/info/get', 'user'), async ({ request }) => {
        seen = { method: request.method, body: await request.json() };
        return HttpResponse.json({ code: 0, data: { user_id: 1, name: 'A' } });
      }),
    );
    await expect(getUserInfo()).resolves.toMatchObject({ user_id: 1 });
    expect(seen).toEqual({ method: 'POST', body: {} });
  });
});

describe('web config and promotion', () => {
  it('web config is silent on error', async () => {
    const notify = vi.fn();
    setErrorNotifier(notify);
    server.use(
      http.get(url('/v1/web/config', 'web'), () => new HttpResponse(null, { status: 500 })),
    );
    await expect(getWebConfig()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('promotion config carries meta.time as the server time', async () => {
    server.use(
      http.get(url('/v1/promotion/config', 'promotion'), () =>
        HttpResponse.json({ code: 0, data: { activity_state: 1 }, meta: { time: 1_700_000_000 } }),
      ),
    );
    const result = await getPromotionConfig();
    expect(result.data.activity_state).toBe(1);
    expect(result.serverTime).toBe(1_700_000_000);
  });
});

describe('pay service', () => {
  it('asks the package list for app_id 8 on platform Android', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(url('/v1/api/union_product/list', 'pay'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, data: { list: [] }, meta: { time: 5 } });
      }),
    );
    const result = await getUnionProductList();
    expect(query?.get('app_id')).toBe('8');
    expect(query?.get('platform')).toBe('Android');
    expect(result).toMatchObject({ data: { list: [] }, serverTime: 5 });
  });

  it('union_order_pay: an image answer is the QR, with the order headers', async () => {
    let body: unknown;
    server.use(
      http.post(url('/v1/api/order/union_order_pay', 'pay'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.arrayBuffer(PNG.buffer, {
          headers: {
            'Content-Type': 'image/png',
            out_trade_no: 'T20240101',
            'Union-Order-Deduction': '990',
            'Pay-Limit-Time': '900',
          },
        });
      }),
    );
    const result = await unionOrderPay(order);
    expect(body).toEqual({ app_id: 8, ...order });
    expect(result).toMatchObject({
      kind: 'qr',
      outTradeNo: 'T20240101',
      deduction: 990,
      payLimitTime: 900,
    });
    if (result.kind !== 'qr') throw new Error('expected a QR');
    expect(result.blob.type).toBe('image/png');
    expect(new Uint8Array(await result.blob.arrayBuffer())).toEqual(PNG);
  });

  it('union_order_pay: a JSON answer is returned as data, with the headers', async () => {
    server.use(
      http.post(url('/v1/api/order/union_order_pay', 'pay'), () =>
        HttpResponse.json(
          { code: 0, data: { pay_url: 'https://openapi.alipay.com/gateway.do?x=1' } },
          {
            headers: { out_trade_no: 'T2', 'Union-Order-Deduction': '0', 'Pay-Limit-Time': '600' },
          },
        ),
      ),
    );
    await expect(unionOrderPay({ ...order, pay_type: PayTypeCode.Alipay })).resolves.toEqual({
      kind: 'json',
      data: { pay_url: 'https://openapi.alipay.com/gateway.do?x=1' },
      outTradeNo: 'T2',
      deduction: 0,
      payLimitTime: 600,
    });
  });

  it('union_order_pay: a business error is thrown as usual', async () => {
    server.use(
      http.post(url('/v1/api/order/union_order_pay', 'pay'), () =>
        HttpResponse.json({ code: 41, message: '该套餐暂不可购买' }),
      ),
    );
    await expect(unionOrderPay(order)).rejects.toMatchObject({
      kind: 'business',
      code: 41,
      message: '该套餐暂不可购买',
    });
  });
});

describe('public', () => {
  it('generate_urllink sends the defaults and names the mini-program app id in a header', async () => {
    let seen: { header: string | null; body: unknown } | undefined;
    server.use(
      http.post(url('/v1/public/minip/generate_urllink'), async ({ request }) => {
        seen = {
          header: request.headers.get(MINI_PROGRAM_APP_ID_HEADER),
          body: await request.json(),
        };
        return HttpResponse.json({ code: 0, data: { url_link: 'https://wxaurl.cn/x' } });
      }),
    );
    await expect(generateUrlLink()).resolves.toEqual({ url_link: 'https://wxaurl.cn/x' });
    expect(seen).toEqual({
      header: env.wechatAppId,
      body: { env_version: 'release', expire_type: 1, expire_interval: 30 },
    });
  });

  it('enumerate info defaults to type 8 and omits an absent sub_type', async () => {
    const queries: string[] = [];
    server.use(
      http.get(url('/v1/enumerate/info'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ code: 0, data: { list: [] } });
      }),
    );
    await getEnumerateInfo();
    await getEnumerateInfo({ type: 5, subType: 2 });
    expect(queries).toEqual(['?type=8', '?type=5&sub_type=2']);
  });
});

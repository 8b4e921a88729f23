import { afterEach, describe, expect, it, vi } from 'vitest';
import { encode } from 'uqr';
import { call, json, login, payBody, setupMockServer } from './client';
import { getDb } from '../../../mocks/node';
import { qrModulesOfPng } from '../../support/qr-modules';
import {
  getBridgeOutcome,
  getQrPayMode,
  setBridgeOutcome,
  setQrPayMode,
} from '../../../mocks/pay-settings';
import { applyMockUrl, shareableUrl } from '../../../mocks/scenarios';
import {
  answerPayRequest,
  installMockWechatBridge,
  isMockWechatBridgeActive,
} from '../../../mocks/wechat-bridge';

/**
 * The mock's stand-ins for paying outside a desktop browser: the WeixinJSBridge of WeChat's
 * in-app browser, and QR codes a phone can scan (mocks/README.md).
 */

setupMockServer();

type BridgeWindow = Window & {
  WeixinJSBridge?: {
    invoke: (api: string, params: unknown, done: (r: { err_msg: string }) => void) => void;
  };
};

afterEach(() => {
  delete (window as BridgeWindow).WeixinJSBridge;
});

const poll = (no: string, token: string) =>
  json<{ state: number }>(`/v1/api/order/union_order_state?out_trade_no=${no}&app_id=8`, {
    token,
  });

/** A JSAPI order made while the stand-in bridge is the page's; its pay_params and trade number. */
async function jsapiOrder(token: string) {
  const res = await json<{ pay_params: Record<string, string> }>('/v1/api/order/union_order_pay', {
    body: payBody(301, { trade_type: 2 }),
    token,
  });
  const params = res.body.data!.pay_params;
  const order = getDb().orders.find((o) => o.pay_params?.package === params.package)!;
  return { params, no: order.out_trade_no };
}

describe('QA settings', () => {
  it('are dimensions of the mock state: ask and auto by default, in the shareable URL, set from a URL', () => {
    expect(getBridgeOutcome()).toBe('ask');
    expect(getQrPayMode()).toBe('auto');
    setBridgeOutcome('cancel');
    setQrPayMode('scan');
    expect(getBridgeOutcome()).toBe('cancel');
    expect(getQrPayMode()).toBe('scan');
    expect(shareableUrl('http://127.0.0.1/payment')).toContain(
      'mock-jsapi=cancel&mock-qr-pay=scan',
    );
    applyMockUrl('?mock-jsapi=maybe');
    expect(getBridgeOutcome()).toBe('cancel');
    applyMockUrl('?mock=default&mock-jsapi=fail');
    expect(getBridgeOutcome()).toBe('fail');
    expect(getQrPayMode()).toBe('auto');
  });
});

describe('the stand-in WeixinJSBridge', () => {
  it('is installed only for a WeChat user agent without a bridge of its own, unless QA turned it off', async () => {
    expect(installMockWechatBridge(false)).toBe(false);
    const own = { invoke: vi.fn() };
    (window as BridgeWindow).WeixinJSBridge = own;
    expect(installMockWechatBridge(true)).toBe(false);
    expect((window as BridgeWindow).WeixinJSBridge).toBe(own);
    expect(isMockWechatBridgeActive()).toBe(false);
    delete (window as BridgeWindow).WeixinJSBridge;
    setBridgeOutcome('off');
    expect(installMockWechatBridge(true)).toBe(false);
    setBridgeOutcome('ask');

    const ready = new Promise<void>((resolve) =>
      document.addEventListener('WeixinJSBridgeReady', () => resolve(), { once: true }),
    );
    expect(installMockWechatBridge(true)).toBe(true);
    expect(isMockWechatBridgeActive()).toBe(true);
    await ready;
  });

  it('answers an API it does not have as WeChat does', async () => {
    installMockWechatBridge(true);
    const answer = await new Promise<string>((resolve) =>
      (window as BridgeWindow).WeixinJSBridge!.invoke('openLocation', {}, (r) =>
        resolve(r.err_msg),
      ),
    );
    expect(answer).toBe('system:function_not_exist');
  });

  it("makes JSAPI orders wait for its sheet: cancel and fail leave them waiting, pay settles them (WeChat's err_msg)", async () => {
    installMockWechatBridge(true);
    const token = await login();
    const { params, no } = await jsapiOrder(token);
    const asked: Array<number | undefined> = [];
    const choose = (choice: 'succeed' | 'cancel' | 'fail') => (order?: { total_price: number }) => {
      asked.push(order?.total_price);
      return Promise.resolve(choice);
    };

    expect(await answerPayRequest(params, choose('cancel'))).toBe('get_brand_wcpay_request:cancel');
    expect(await answerPayRequest(params, choose('fail'))).toBe('get_brand_wcpay_request:fail');
    for (let i = 0; i < 3; i++) expect((await poll(no, token)).body.data?.state).toBe(0);
    expect(await answerPayRequest(params, choose('succeed'))).toBe('get_brand_wcpay_request:ok');
    expect((await poll(no, token)).body.data?.state).toBe(1);
    // The sheet was told the order's amount.
    const price = getDb().orders.find((o) => o.out_trade_no === no)!.total_price;
    expect(asked).toEqual([price, price, price]);
  });

  it('answers at once as the QA setting says, without asking', async () => {
    installMockWechatBridge(true);
    const token = await login();
    const { params, no } = await jsapiOrder(token);
    const ask = vi.fn();
    setBridgeOutcome('cancel');
    expect(await answerPayRequest(params, ask)).toBe('get_brand_wcpay_request:cancel');
    setBridgeOutcome('fail');
    expect(await answerPayRequest(params, ask)).toBe('get_brand_wcpay_request:fail');
    expect((await poll(no, token)).body.data?.state).toBe(0);
    setBridgeOutcome('succeed');
    expect(await answerPayRequest(params, ask)).toBe('get_brand_wcpay_request:ok');
    expect(ask).not.toHaveBeenCalled();
    expect((await poll(no, token)).body.data?.state).toBe(1);
  });

  it('cannot pay a prepay id the mock never issued', async () => {
    setBridgeOutcome('succeed');
    expect(await answerPayRequest({ package: 'prepay_id=unknown' })).toBe(
      'get_brand_wcpay_request:fail',
    );
  });

  it('without it, JSAPI orders settle by polls as before', async () => {
    const token = await login();
    const { no } = await jsapiOrder(token);
    await poll(no, token);
    expect((await poll(no, token)).body.data?.state).toBe(1);
  });
});

describe('QR codes', () => {
  it.each([
    [20, 'wechat'],
    [5, 'union'],
  ] as const)(
    'pay_type %i: the PNG is a QR code of the mock cashier for the order (channel %s)',
    async (payType, channel) => {
      const token = await login();
      const res = await call('/v1/api/order/union_order_pay', {
        body: payBody(402, { pay_type: payType, trade_type: 0 }),
        token,
      });
      const no = res.headers.get('out_trade_no')!;
      const modules = qrModulesOfPng(new Uint8Array(await res.arrayBuffer()));
      const url = `http://127.0.0.1:5173/__mock__/provider?channel=${channel}&out_trade_no=${no}`;
      expect(modules).toEqual(encode(url, { ecc: 'M', border: 0 }).data);
    },
  );

  it('with 扫码付款后才结算, a QR order is paid by the cashier its code leads to, not by polls', async () => {
    setQrPayMode('scan');
    const token = await login();
    const res = await call('/v1/api/order/union_order_pay', { body: payBody(402), token });
    const no = res.headers.get('out_trade_no')!;
    for (let i = 0; i < 3; i++) expect((await poll(no, token)).body.data?.state).toBe(0);
    await call('/__mock__/provider/pay', { body: { out_trade_no: no } });
    expect((await poll(no, token)).body.data?.state).toBe(1);
  });
});

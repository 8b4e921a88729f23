import { describe, expect, it } from 'vitest';
import { createPaidRelay, pickLanUrl } from '../../../scripts/vite-plugin-mock-lan';

/** The preview server's relay for a phone paying mock QR codes (scripts/vite-plugin-mock-lan.ts). */

const at = (path: string) => new URL(path, 'http://relay.invalid');

describe('pickLanUrl', () => {
  it('prefers a home or office network over container bridges, and takes MOCK_LAN_URL first', () => {
    const urls = ['http://172.17.0.1:4173/', 'http://10.0.0.7:4173/', 'http://192.168.1.20:4173/'];
    expect(pickLanUrl(urls)).toBe('http://192.168.1.20:4173/');
    expect(pickLanUrl(['http://172.17.0.1:4173/', 'http://10.0.0.7:4173/'])).toBe(
      'http://10.0.0.7:4173/',
    );
    expect(pickLanUrl(['http://100.64.0.2:4173/'])).toBe('http://100.64.0.2:4173/');
    expect(pickLanUrl([])).toBeUndefined();
    expect(pickLanUrl(urls, 'http://192.168.50.2:4173')).toBe('http://192.168.50.2:4173/');
  });
});

describe('createPaidRelay', () => {
  it('records a trade number paid on the cashier and answers whether it was', () => {
    const relay = createPaidRelay(() => undefined);
    const paid = (no: string) => relay('GET', at(`/__mock__/provider/paid?out_trade_no=${no}`), '');
    expect(paid('CR20261125120000123456')?.body).toEqual({ paid: false });
    const answer = relay(
      'POST',
      at('/__mock__/provider/pay'),
      JSON.stringify({ out_trade_no: 'CR20261125120000123456' }),
    );
    expect(answer).toEqual({ status: 200, body: { code: 0, data: { relayed: true } } });
    expect(paid('CR20261125120000123456')?.body).toEqual({ paid: true });
    expect(paid('CR20261125120000999999')?.body).toEqual({ paid: false });
  });

  it('refuses what is not a trade number', () => {
    const relay = createPaidRelay(() => undefined);
    for (const body of ['', '{', JSON.stringify({ out_trade_no: 'a/b' }), JSON.stringify({})]) {
      expect(relay('POST', at('/__mock__/provider/pay'), body)?.status).toBe(400);
    }
  });

  it('tells the page its LAN URL, read when asked', () => {
    const server: { lan?: string } = {};
    const relay = createPaidRelay(() => server.lan);
    expect(relay('GET', at('/__mock__/lan'), '')?.body).toEqual({ url: null });
    server.lan = 'http://192.168.1.20:4173/';
    expect(relay('GET', at('/__mock__/lan'), '')?.body).toEqual({ url: server.lan });
  });

  it('leaves every other request to the server', () => {
    const relay = createPaidRelay(() => undefined);
    expect(relay('GET', at('/__mock__/provider?channel=wechat'), '')).toBeUndefined();
    expect(relay('GET', at('/__mock__/provider/pay'), '')).toBeUndefined();
    expect(relay('POST', at('/v1/api/order/union_order_pay'), '{}')).toBeUndefined();
  });
});

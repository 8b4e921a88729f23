import { describe, expect, it } from 'vitest';
import uaVectors from '../../vectors/user-agents.json';
import { ApiError } from '@/api/errors';
import { availableChannels, payEnvironment, tradeTypeFor } from '@/features/payment/model/channels';
import { orderErrorView } from '@/features/payment/model/order-errors';
import { WechatTradeType } from '@/shared/enums';

describe('trade_type by environment (docs/backend-contract.md)', () => {
  const expected = (ua: string, mobile: boolean) => {
    if (/MicroMessenger/i.test(ua)) {
      return /WindowsWechat|MacWechat|UnifiedPC/i.test(ua)
        ? WechatTradeType.DesktopWechat
        : WechatTradeType.JSAPI;
    }
    return mobile ? WechatTradeType.MWEB : WechatTradeType.NATIVE;
  };

  it.each(uaVectors.vectors.map((v) => [v.ua, v.mobile] as const))('%s', (ua, mobile) => {
    expect(tradeTypeFor(payEnvironment(ua))).toBe(expected(ua, mobile));
  });

  it('covers each kind at least once', () => {
    const kinds = new Set(uaVectors.vectors.map((v) => tradeTypeFor(payEnvironment(v.ua))));
    expect([...kinds].sort((a, b) => a - b)).toEqual([0, 2, 3, 20]);
  });
});

describe('channels', () => {
  it('are limited to payment_methods, in a fixed order, unknown names dropped', () => {
    expect(availableChannels(['union', 'wechat', 'paypal'], 'desktop')).toEqual([
      'wechat',
      'union',
    ]);
    expect(availableChannels(['alipay', 'wechat', 'union'], 'phone')).toEqual([
      'wechat',
      'alipay',
      'union',
    ]);
    expect(availableChannels([], 'desktop')).toEqual([]);
    expect(availableChannels(undefined, 'desktop')).toEqual([]);
  });

  it('leave Alipay out inside phone WeChat (its pages are blocked there)', () => {
    expect(availableChannels(['wechat', 'alipay', 'union'], 'wechat')).toEqual(['wechat', 'union']);
  });
});

describe('order errors: a message and a next step', () => {
  const business = (code: number, message = '服务端说明') =>
    new ApiError({ kind: 'business', code, status: 200, message });

  it.each([
    [37, 'code37', 'refresh'],
    [41, 'code41', 'choose'],
    [42, 'code42', 'contact'],
    [5030, 'code5030', 'refresh'],
    [5031, 'code5031', 'packages'],
  ] as const)('business code %i → %s / %s', (code, kind, action) => {
    expect(orderErrorView(business(code))).toEqual({ kind, action, detail: '服务端说明', code });
  });

  it('network, timeout, server, parse and 401 failures', () => {
    expect(orderErrorView(new ApiError({ kind: 'network', message: 'x' }))).toMatchObject({
      kind: 'network',
      action: 'retry',
    });
    expect(orderErrorView(new ApiError({ kind: 'timeout', message: 'x' }))).toMatchObject({
      kind: 'network',
      action: 'retry',
    });
    expect(
      orderErrorView(new ApiError({ kind: 'http', status: 500, message: '服务器开小差了' })),
    ).toMatchObject({
      kind: 'server',
      action: 'retry',
      detail: '服务器开小差了',
    });
    expect(orderErrorView(business(400, '参数错误'))).toMatchObject({
      kind: 'server',
      detail: '参数错误',
      code: 400,
    });
    expect(orderErrorView(new ApiError({ kind: 'http', status: 401, message: 'x' }))).toMatchObject(
      { kind: 'unauthorized', action: 'login' },
    );
    expect(orderErrorView(new Error('boom'))).toMatchObject({ kind: 'server', action: 'retry' });
  });
});

import { describe, expect, it } from 'vitest';
import * as C from '@/shared/constants';
import {
  AD_PLATFORM_ORDER,
  AD_PLATFORM_QUERY,
  AdPlatform,
  ApplicationId,
  BusinessType,
  PAY_TYPE_BY_CHANNEL,
  PayChannel,
  payChannelOf,
  PurchaseMethod,
  WechatTradeType,
} from '@/shared/enums';

describe('enums (docs/product-rules.md §3)', () => {
  it('keeps the wire numbers of the spec', () => {
    expect(BusinessType).toEqual({ Vip: 0, Storage: 1, Piece: 2, LiteEffect: 3 });
    expect(PurchaseMethod).toEqual({ None: 0, Normal: 1, Upgrade: 2, Renewal: 4 });
    expect(WechatTradeType).toEqual({ NATIVE: 0, APP: 1, JSAPI: 2, MWEB: 3, DesktopWechat: 20 });
    expect(ApplicationId.Cheese).toBe(8);
    expect(PAY_TYPE_BY_CHANNEL[PayChannel.Wechat]).toBe(20);
    expect(PAY_TYPE_BY_CHANNEL[PayChannel.Alipay]).toBe(21);
    expect(PAY_TYPE_BY_CHANNEL[PayChannel.Union]).toBe(5);
  });

  it('reads the pay_type of an order back as its channel; an unknown code is none', () => {
    expect(payChannelOf(20)).toBe(PayChannel.Wechat);
    expect(payChannelOf(21)).toBe(PayChannel.Alipay);
    expect(payChannelOf(5)).toBe(PayChannel.Union);
    expect(payChannelOf(0)).toBeNull();
    expect(payChannelOf(99)).toBeNull();
  });

  it('maps every ad platform to its query name, tried in enum order', () => {
    expect(AD_PLATFORM_ORDER).toEqual(Object.values(AdPlatform));
    expect(AD_PLATFORM_ORDER.map((p) => AD_PLATFORM_QUERY[p])).toEqual([
      'clickid',
      'gdt_vid',
      'track_id',
      'callback',
      'msclkid',
      'bd_vid',
      'qhclickid',
    ]);
  });
});

describe('constants (docs/product-rules.md §9)', () => {
  it('keeps the login constants', () => {
    expect([
      C.VERIFY_CODE_LENGTH,
      C.PHONE_CC,
      C.TOKEN_TYPE,
      C.PHONE_MAX_LENGTH,
      C.CODE_INPUT_MAX_LENGTH,
    ]).toEqual([6, '86', 32771, 11, 8]);
    expect([C.SMS_COUNTDOWN_SECONDS, C.ENTER_THROTTLE_MS, C.RELOAD_LIMIT_MS]).toEqual([
      60, 1000, 10_000,
    ]);
  });
});

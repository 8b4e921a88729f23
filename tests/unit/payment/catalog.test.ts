import { describe, expect, it } from 'vitest';
import { canPurchase } from '@/api/models';
import { ORDINARY_PACKAGE } from '@mocks/fixtures/packages';
import type { Package } from '@/api/types';
import {
  tierColorOf,
  buyStep,
  groupByLine,
  lineFromQuery,
  parseJsonInfo,
  refreshPurchaseMethod,
  savingOf,
} from '@/features/payment/model/catalog';
import { BusinessType, CommodityType, PurchaseMethod } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import { payableAmount } from '@/features/payment/model/create-payment';
import { storageLabel } from '@/features/payment/components/package-card';
import { formatMinutes } from '@/features/payment/model/promotion';

const pkg = (fields: Partial<Package>): Package => ({
  ...ORDINARY_PACKAGE,
  id: 1,
  name: 'p',
  is_show: 1,
  business_type: BusinessType.Vip,
  type: CommodityType.Piece,
  purchase_method: PurchaseMethod.Normal,
  ...fields,
});

describe('price formatting (docs/backend-contract.md: integer fen, shown as ¥12.90)', () => {
  it.each([
    [1290, '¥12.90'],
    [49_900, '¥499.00'],
    [1, '¥0.01'],
    [0, '¥0.00'],
    [10, '¥0.10'],
    [13_357, '¥133.57'],
    [-50, '-¥0.50'],
  ])('%i fen → %s', (fen, text) => {
    expect(formatPrice(fen)).toBe(text);
  });

  it('saving is original minus price, never negative', () => {
    expect(formatPrice(savingOf({ price: 49_900, original_price: 69_900 }))).toBe('¥200.00');
    expect(savingOf({ price: 500, original_price: 300 })).toBe(0);
  });

  it('the amount to pay is the price less the Union-Order-Deduction fen', () => {
    expect(formatPrice(payableAmount(49_900, 13_357))).toBe('¥365.43');
    expect(payableAmount(1000, 5000)).toBe(0);
  });

  it('storage on a price card drops the .00 of whole sizes', () => {
    expect(storageLabel(50 * 1024 ** 3)).toBe('50GB');
    expect(storageLabel(1024 ** 4)).toBe('1TB');
    expect(storageLabel(1.5 * 1024 ** 3)).toBe('1.50GB');
  });

  it('the QR countdown is mm:ss, rounded up, never negative', () => {
    expect(formatMinutes(900)).toBe('15:00');
    expect(formatMinutes(4.2)).toBe('00:05');
    expect(formatMinutes(-3)).toBe('00:00');
  });
});

describe('buy eligibility (docs/product-rules.md §4 "Package purchase")', () => {
  it('only a Vip package with a purchase method is bought as it is', () => {
    for (const method of [PurchaseMethod.Normal, PurchaseMethod.Upgrade, PurchaseMethod.Renewal]) {
      expect(canPurchase(pkg({ purchase_method: method }))).toBe(true);
      expect(buyStep(pkg({ purchase_method: method }))).toBe('checkout');
    }
  });

  it('no purchase method → refresh via union_product first', () => {
    expect(canPurchase(pkg({ purchase_method: PurchaseMethod.None }))).toBe(false);
    expect(buyStep(pkg({ purchase_method: PurchaseMethod.None }))).toBe('refresh');
  });

  it('a missing package → refresh', () => {
    expect(buyStep(undefined)).toBe('refresh');
    expect(buyStep(null)).toBe('refresh');
    expect(canPurchase(undefined)).toBe(false);
  });

  it('business types other than Vip are never bought here', () => {
    for (const type of [BusinessType.Storage, BusinessType.Piece, BusinessType.LiteEffect]) {
      expect(canPurchase(pkg({ business_type: type }))).toBe(false);
      expect(buyStep(pkg({ business_type: type }))).toBe('refresh');
    }
  });

  it('a package loaded before the visitor logged in is stale → refresh', () => {
    expect(buyStep(pkg({}), { stale: true })).toBe('refresh');
  });

  it('the refresh asks for the purchase method held, else Normal', () => {
    expect(refreshPurchaseMethod(pkg({ purchase_method: PurchaseMethod.Upgrade }))).toBe(
      PurchaseMethod.Upgrade,
    );
    expect(refreshPurchaseMethod(pkg({ purchase_method: PurchaseMethod.None }))).toBe(
      PurchaseMethod.Normal,
    );
    expect(refreshPurchaseMethod(undefined)).toBe(PurchaseMethod.Normal);
  });
});

describe('package lines', () => {
  const list = [
    pkg({ id: 3, order: 3 }),
    pkg({ id: 1, order: 1 }),
    pkg({ id: 9, is_show: 0 }),
    pkg({ id: 21, type: CommodityType.LiteEffect, order: 1 }),
    pkg({ id: 301, business_type: BusinessType.Storage, type: CommodityType.Storage }),
    pkg({ id: 401, business_type: BusinessType.Piece, type: CommodityType.Piece }),
  ];

  it('groups shown Vip packages into fine (Piece) and smooth (LiteEffect), by tier order', () => {
    const groups = groupByLine(list);
    expect(groups.fine.map((p) => p.id)).toEqual([1, 3]);
    expect(groups.smooth.map((p) => p.id)).toEqual([21]);
  });

  it('t=lite_effect opens the smooth line; anything else the fine one', () => {
    expect(lineFromQuery('lite_effect')).toBe('smooth');
    expect(lineFromQuery('piece')).toBe('fine');
    expect(lineFromQuery('storage')).toBe('fine');
    expect(lineFromQuery(null)).toBe('fine');
  });

  it('json_info gives scene and benefits; junk is ignored', () => {
    expect(parseJsonInfo('{"scene":"旅拍","benefits":["a","",3,"b"]}')).toEqual({
      scene: '旅拍',
      benefits: ['a', 'b'],
    });
    expect(parseJsonInfo('{not json')).toEqual({});
    expect(parseJsonInfo('[1]')).toEqual({});
    expect(parseJsonInfo('')).toEqual({});
  });
});

describe('card colours (SPEC: Grey 1, Gold 2, Blue 3, Purple 4, Bronze 5)', () => {
  it.each([
    [1, 'grey'],
    [2, 'gold'],
    [3, 'blue'],
    [4, 'purple'],
    [5, 'bronze'],
  ])('style %i is %s', (style, color) => {
    expect(tierColorOf(style)).toBe(color);
  });

  it.each([0, 6, -1, 2.5, Number.NaN])('style %s has no colour: the plain card', (style) => {
    expect(tierColorOf(style)).toBeUndefined();
  });
});

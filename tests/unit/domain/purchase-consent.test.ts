import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPurchaseTerms,
  hasAcceptedPurchaseTerms,
  rememberPurchaseTerms,
} from '@/domain/account/purchase-consent';

/** The purchase agreement's acceptance belongs to the account that gave it. */

afterEach(() => localStorage.clear());

describe('purchase consent per account', () => {
  it('remembered for the account that ticked it, not for another', () => {
    rememberPurchaseTerms(8001, true);
    expect(hasAcceptedPurchaseTerms(8001)).toBe(true);
    expect(hasAcceptedPurchaseTerms(8002)).toBe(false);
    expect(hasAcceptedPurchaseTerms(undefined)).toBe(false);
  });

  it('unticking, a logout or an unknown account forgets it', () => {
    rememberPurchaseTerms(8001, true);
    rememberPurchaseTerms(8001, false);
    expect(hasAcceptedPurchaseTerms(8001)).toBe(false);
    rememberPurchaseTerms(8001, true);
    forgetPurchaseTerms();
    expect(hasAcceptedPurchaseTerms(8001)).toBe(false);
    rememberPurchaseTerms(undefined, true);
    expect(localStorage.getItem('agree_purchase_agreement')).toBeNull();
  });

  it('the value of the old per-device flag ("1") is no account: unticked', () => {
    localStorage.setItem('agree_purchase_agreement', '1');
    expect(hasAcceptedPurchaseTerms(8001)).toBe(false);
  });
});

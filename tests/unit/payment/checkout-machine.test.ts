import { describe, expect, it } from 'vitest';
import type { Package } from '@/api/types';
import { PayChannel } from '@/shared/enums';
import {
  asksOnLeave,
  checkoutReducer as reduce,
  IDLE,
  orderOf,
  resumeFrom,
  startFrom,
  type ActiveOrder,
  type CheckoutState,
  type OrderStart,
} from '@/features/payment/model/checkout-machine';
import type { PayingRecord, ProductSnapshot } from '@/domain/payment/pending-order';

const product = { id: 7, name: '标准版', price: 19900, purchase_method: 1 } as Package;
const other = { ...product, id: 8 };
const snap = product as ProductSnapshot;
const intent = { id: 'I1', productId: 7, channel: PayChannel.Wechat };

const start = (over: Partial<OrderStart> = {}): OrderStart => ({
  outTradeNo: 'T1',
  mode: 'qr',
  amount: 19900,
  deduction: 0,
  expiresAt: 10_000,
  qr: 'data:image/png;base64,x',
  ...over,
});
const order = (over: Partial<ActiveOrder> = {}): ActiveOrder => ({
  ...start(),
  intentId: 'I1',
  channel: PayChannel.Wechat,
  product: snap,
  ...over,
});

const confirming: CheckoutState = { kind: 'confirming', product: snap };
const creating: CheckoutState = { kind: 'creating', product: snap, intent };
const awaiting = (over: Partial<Extract<CheckoutState, { kind: 'awaiting' }>> = {}) =>
  ({ kind: 'awaiting', product: snap, order: order(), via: 'fresh', checks: 0, ...over }) as const;
const paying = (over: Partial<PayingRecord> = {}): PayingRecord => ({
  stage: 'paying',
  ...order(),
  returnPath: '/payment',
  createdAt: 0,
  ...over,
});
const uncertainError = { kind: 'network', action: 'retry', uncertain: true } as const;

describe('checkout machine: choosing', () => {
  it('BUY: idle → preparing; ignored while anything else is under way (rapid clicks)', () => {
    expect(reduce(IDLE, { type: 'BUY', product })).toEqual({ kind: 'preparing', product });
    const preparing = reduce(IDLE, { type: 'BUY', product });
    expect(reduce(preparing, { type: 'BUY', product: other })).toBe(preparing);
    expect(reduce(confirming, { type: 'BUY', product: other })).toBe(confirming);
  });

  it('PREPARED: preparing → confirming with the fresh package; PREPARE_FAILED: → idle', () => {
    const preparing = reduce(IDLE, { type: 'BUY', product });
    expect(reduce(preparing, { type: 'PREPARED', product: other })).toEqual({
      kind: 'confirming',
      product: other,
    });
    expect(reduce(preparing, { type: 'PREPARE_FAILED' })).toBe(IDLE);
    expect(reduce(IDLE, { type: 'PREPARED', product })).toBe(IDLE);
  });

  it('PAY: confirming → creating with a new intent id', () => {
    const next = reduce(confirming, {
      type: 'PAY',
      channel: PayChannel.Alipay,
      freshIntentId: 'N1',
    });
    expect(next).toEqual({
      kind: 'creating',
      product: snap,
      intent: { id: 'N1', productId: 7, channel: PayChannel.Alipay },
    });
  });

  it('PAY with a WeChat auth state: confirming → authorizing; AUTH_UNAVAILABLE → confirming + notice', () => {
    const next = reduce(confirming, {
      type: 'PAY',
      channel: PayChannel.Wechat,
      freshIntentId: 'N1',
      authState: 'S',
    });
    expect(next).toEqual({
      kind: 'authorizing',
      product: snap,
      channel: PayChannel.Wechat,
      authState: 'S',
    });
    expect(reduce(next, { type: 'AUTH_UNAVAILABLE' })).toEqual({
      kind: 'confirming',
      product: snap,
      notice: 'jsapi-unavailable',
    });
  });

  it('PAY is ignored while creating (20 rapid clicks make one order) and while refreshing', () => {
    let state = reduce(confirming, { type: 'PAY', channel: PayChannel.Wechat, freshIntentId: 'A' });
    for (let i = 0; i < 20; i += 1) {
      state = reduce(state, { type: 'PAY', channel: PayChannel.Wechat, freshIntentId: `B${i}` });
    }
    expect(state).toMatchObject({ kind: 'creating', intent: { id: 'A' } });
    const refreshing = { ...confirming, refreshing: true };
    expect(
      reduce(refreshing, { type: 'PAY', channel: PayChannel.Wechat, freshIntentId: 'C' }),
    ).toBe(refreshing);
  });

  it('REFRESH / REFRESHED: the package is reloaded; gone → idle', () => {
    const refreshing = reduce(
      { ...confirming, error: { kind: 'code37', action: 'refresh' } },
      {
        type: 'REFRESH',
      },
    );
    expect(refreshing).toEqual({ kind: 'confirming', product: snap, refreshing: true });
    expect(reduce(refreshing, { type: 'REFRESHED', product: other })).toEqual({
      kind: 'confirming',
      product: other,
    });
    expect(reduce(refreshing, { type: 'REFRESHED', product: null })).toBe(IDLE);
    expect(reduce(confirming, { type: 'REFRESHED', product: other })).toBe(confirming);
  });
});

describe('checkout machine: creating', () => {
  it('CREATED (QR): creating → awaiting in the page', () => {
    expect(reduce(creating, { type: 'CREATED', intentId: 'I1', start: start() })).toEqual(
      awaiting(),
    );
  });

  it('CREATED (redirect): → awaiting, leaving for the provider', () => {
    const next = reduce(creating, {
      type: 'CREATED',
      intentId: 'I1',
      start: start({ mode: 'redirect', url: 'https://openapi.alipay.com/x' }),
    });
    expect(next).toMatchObject({ kind: 'awaiting', via: 'leaving', order: { mode: 'redirect' } });
  });

  it('CREATED (JSAPI): → awaiting, WeChat Pay being opened', () => {
    const next = reduce(creating, {
      type: 'CREATED',
      intentId: 'I1',
      start: start({ mode: 'jsapi', payParams: { appId: 'wx' } as never }),
    });
    expect(next).toMatchObject({ kind: 'awaiting', via: 'fresh', jsapi: 'waiting' });
  });

  it('CREATED for another intent, or after the buyer closed, changes nothing', () => {
    expect(reduce(creating, { type: 'CREATED', intentId: 'OLD', start: start() })).toBe(creating);
    expect(reduce(IDLE, { type: 'CREATED', intentId: 'I1', start: start() })).toBe(IDLE);
  });

  it('CREATE_FAILED with a sure answer: → confirming with the error; a retryable one keeps the intent', () => {
    const business = { kind: 'code41', action: 'choose' } as const;
    expect(reduce(creating, { type: 'CREATE_FAILED', intentId: 'I1', error: business })).toEqual({
      kind: 'confirming',
      product: snap,
      error: business,
    });
    const server = { kind: 'server', action: 'retry', uncertain: false } as const;
    expect(reduce(creating, { type: 'CREATE_FAILED', intentId: 'I1', error: server })).toEqual({
      kind: 'confirming',
      product: snap,
      error: server,
      intent,
    });
  });

  it('CREATE_FAILED, unknown whether an order exists (timeout): → unknown; RETRY sends the same intent', () => {
    const unknown = reduce(creating, {
      type: 'CREATE_FAILED',
      intentId: 'I1',
      error: uncertainError,
    });
    expect(unknown).toEqual({ kind: 'unknown', product: snap, intent });
    expect(reduce(unknown, { type: 'RETRY' })).toEqual(creating);
  });

  it('CREATE_FAILED for a lost session: → idle (the login flow takes over)', () => {
    const error = { kind: 'unauthorized', action: 'login' } as const;
    expect(reduce(creating, { type: 'CREATE_FAILED', intentId: 'I1', error })).toBe(IDLE);
  });

  it('PAY after a retryable error reuses the intent for the same channel, not for another', () => {
    const failed = { ...confirming, intent, error: { kind: 'server', action: 'retry' } } as const;
    expect(
      reduce(failed, { type: 'PAY', channel: PayChannel.Wechat, freshIntentId: 'NEW' }),
    ).toMatchObject({ intent: { id: 'I1' } });
    expect(
      reduce(failed, { type: 'PAY', channel: PayChannel.Alipay, freshIntentId: 'NEW' }),
    ).toMatchObject({ intent: { id: 'NEW', channel: PayChannel.Alipay } });
  });
});

describe('checkout machine: awaiting payment', () => {
  it('SETTLED paid: → paid; closed / failed / expired: → ended with the reason', () => {
    expect(reduce(awaiting(), { type: 'SETTLED', outTradeNo: 'T1', status: 'paid' })).toEqual({
      kind: 'paid',
      product: snap,
      order: order(),
    });
    for (const status of ['closed', 'failed', 'expired'] as const) {
      expect(reduce(awaiting(), { type: 'SETTLED', outTradeNo: 'T1', status })).toEqual({
        kind: 'ended',
        product: snap,
        order: order(),
        reason: status,
      });
    }
  });

  it('SETTLED for another order is ignored', () => {
    const state = awaiting();
    expect(reduce(state, { type: 'SETTLED', outTradeNo: 'T0', status: 'paid' })).toBe(state);
  });

  it('CHECK (已完成支付) asks for a poll now; not while the browser is leaving', () => {
    expect(reduce(awaiting({ via: 'returned' }), { type: 'CHECK' })).toMatchObject({ checks: 1 });
    const leaving = awaiting({ via: 'leaving' });
    expect(reduce(leaving, { type: 'CHECK' })).toBe(leaving);
  });

  it('JSAPI_RESULT cancel / fail / no-bridge are noted; ok waits for the order state', () => {
    const jsapi = awaiting({ order: order({ mode: 'jsapi' }), jsapi: 'waiting' });
    expect(reduce(jsapi, { type: 'JSAPI_RESULT', outTradeNo: 'T1', result: 'cancel' })).toEqual({
      ...jsapi,
      jsapi: 'cancel',
    });
    expect(reduce(jsapi, { type: 'JSAPI_RESULT', outTradeNo: 'T1', result: 'ok' })).toBe(jsapi);
  });

  it('JSAPI_RETRY after a cancel opens WeChat Pay again for the same order', () => {
    const cancelled = awaiting({ order: order({ mode: 'jsapi' }), jsapi: 'cancel' });
    const next = reduce(cancelled, { type: 'JSAPI_RETRY' });
    expect(next).toEqual({ ...cancelled, jsapi: 'waiting', checks: 1 });
    expect(orderOf(next)?.outTradeNo).toBe('T1');
    expect(reduce(next, { type: 'JSAPI_RETRY' })).toBe(next); // already waiting
  });

  it('RENEW: an ended order → creating a new intent, its dialog kept meanwhile', () => {
    const ended: CheckoutState = {
      kind: 'ended',
      product: snap,
      order: order(),
      reason: 'expired',
    };
    const next = reduce(ended, { type: 'RENEW', freshIntentId: 'I2' });
    expect(next).toEqual({
      kind: 'creating',
      product: snap,
      intent: { id: 'I2', productId: 7, channel: PayChannel.Wechat },
      replacing: { order: order(), reason: 'expired' },
    });
    expect(orderOf(next)?.outTradeNo).toBe('T1');
    expect(reduce(awaiting(), { type: 'RENEW', freshIntentId: 'I2' })).toMatchObject({
      kind: 'awaiting',
    });
  });

  it('START_OVER (重新选择): a provider order / unknown / ended → confirming the same package, no intent', () => {
    const returned = awaiting({ order: order({ mode: 'redirect' }), via: 'returned' });
    expect(reduce(returned, { type: 'START_OVER' })).toEqual(confirming);
    expect(reduce({ kind: 'unknown', product: snap, intent }, { type: 'START_OVER' })).toEqual(
      confirming,
    );
    expect(reduce(IDLE, { type: 'START_OVER' })).toBe(IDLE);
  });

  it('CLOSE: every open state → idle, except paid (the success page is on its way) and a QR (it asks)', () => {
    const returned = awaiting({ order: order({ mode: 'redirect' }), via: 'returned' });
    for (const state of [confirming, creating, returned]) {
      expect(reduce(state, { type: 'CLOSE' })).toBe(IDLE);
    }
    const paid: CheckoutState = { kind: 'paid', product: snap, order: order() };
    expect(reduce(paid, { type: 'CLOSE' })).toBe(paid);
  });
});

describe('checkout machine: coming back', () => {
  it('RESUME after leaving for a provider (back/forward cache): leaving → returned, unlocked', () => {
    const leaving = awaiting({ order: order({ mode: 'redirect' }), via: 'leaving' });
    const record = paying({ mode: 'redirect' });
    expect(reduce(leaving, { type: 'RESUME', record, now: 0 })).toEqual({
      ...leaving,
      via: 'returned',
    });
    // No record (storage blocked or cleared): the state still knows the order.
    expect(reduce(leaving, { type: 'RESUME', record: null, now: 0 })).toMatchObject({
      via: 'returned',
    });
  });

  it('RESUME while waiting for WeChat authorisation: → confirming with a clear notice', () => {
    const authorizing: CheckoutState = {
      kind: 'authorizing',
      product: snap,
      channel: PayChannel.Wechat,
      authState: 'S',
    };
    expect(reduce(authorizing, { type: 'RESUME', record: null, now: 0 })).toEqual({
      kind: 'confirming',
      product: snap,
      notice: 'auth-failed',
    });
  });

  it('RESUME from idle takes the record; a record of another order replaces the one shown', () => {
    expect(
      reduce(IDLE, { type: 'RESUME', record: paying({ mode: 'redirect' }), now: 0 }),
    ).toMatchObject({ kind: 'awaiting', via: 'returned', order: { outTradeNo: 'T1' } });
    const shown = awaiting();
    expect(reduce(shown, { type: 'RESUME', record: paying(), now: 0 })).toBe(shown);
    expect(
      reduce(shown, { type: 'RESUME', record: paying({ outTradeNo: 'T9' }), now: 0 }),
    ).toMatchObject({ order: { outTradeNo: 'T9' } });
    expect(reduce(confirming, { type: 'RESUME', record: paying(), now: 0 })).toBe(confirming);
  });

  it('resumeFrom: every channel resumes its order; expired → idle; creating → unknown', () => {
    expect(resumeFrom(null, 0)).toBe(IDLE);
    expect(resumeFrom(paying(), 0)).toMatchObject({ kind: 'awaiting', via: 'fresh' });
    expect(resumeFrom(paying({ mode: 'redirect' }), 0)).toMatchObject({ via: 'returned' });
    expect(resumeFrom(paying({ mode: 'jsapi' }), 0)).toMatchObject({ jsapi: 'cancel' });
    expect(resumeFrom(paying(), 10_000)).toBe(IDLE);
    expect(
      resumeFrom(
        {
          stage: 'creating',
          intentId: 'I1',
          channel: PayChannel.Wechat,
          product: snap,
          returnPath: '/payment',
          createdAt: 0,
        },
        0,
      ),
    ).toEqual({ kind: 'unknown', product: snap, intent });
  });

  it('startFrom: WeChat’s code with the matching state → creating the JSAPI order with it', () => {
    const record = {
      stage: 'authorizing' as const,
      state: 'S',
      channel: PayChannel.Wechat,
      product: snap,
      returnPath: '/payment',
      createdAt: 0,
    };
    expect(startFrom(record, { code: 'C', state: 'S' }, 1000, 'N')).toEqual({
      state: {
        kind: 'creating',
        product: snap,
        intent: { id: 'N', productId: 7, channel: PayChannel.Wechat },
        code: 'C',
      },
      authLost: false,
    });
    expect(startFrom(record, { code: 'C', state: 'X' }, 1000, 'N')).toEqual({
      state: { kind: 'confirming', product: snap, notice: 'auth-failed' },
      authLost: false,
    });
    expect(startFrom(record, { code: 'C', state: 'S' }, 60 * 60_000, 'N').state).toMatchObject({
      notice: 'auth-failed',
    });
    expect(startFrom(null, { code: 'C', state: 'S' }, 0, 'N')).toEqual({
      state: IDLE,
      authLost: true,
    });
    expect(startFrom(paying(), null, 0, 'N').state).toMatchObject({ kind: 'awaiting' });
  });
});

describe('checkout machine: an order outlives its dialog', () => {
  const shown = awaiting();
  const asking = reduce(shown, { type: 'CLOSE' });

  it('CLOSE on a QR or WeChat Pay that may be paid asks first, and keeps polling (awaiting)', () => {
    expect(asking).toEqual({ ...shown, question: { then: 'idle', view: 'ask' } });
    const jsapi = awaiting({ order: order({ mode: 'jsapi' }), jsapi: 'cancel' });
    expect(reduce(jsapi, { type: 'CLOSE' })).toMatchObject({ question: { then: 'idle' } });
  });

  it('CLOSE on the question closes (the order stays watched); a provider order closes at once', () => {
    expect(reduce(asking, { type: 'CLOSE' })).toBe(IDLE);
    const returned = awaiting({ order: order({ mode: 'redirect' }), via: 'returned' });
    expect(reduce(returned, { type: 'CLOSE' })).toBe(IDLE);
  });

  it('START_OVER (重新选择) asks too, and 放弃支付 then goes back to the channels', () => {
    const choosing = reduce(shown, { type: 'START_OVER' });
    expect(choosing).toMatchObject({ question: { then: 'choose', view: 'ask' } });
    expect(reduce(choosing, { type: 'ABANDON' })).toEqual({ kind: 'confirming', product: snap });
    expect(reduce(asking, { type: 'ABANDON' })).toBe(IDLE);
    expect(reduce(shown, { type: 'ABANDON' })).toBe(shown);
  });

  it('LEAVE (a navigation to another page) asks too; 放弃支付 then closes, and the hook goes on', () => {
    const leaving = reduce(shown, { type: 'LEAVE' });
    expect(leaving).toEqual({ ...shown, question: { then: 'leave', view: 'ask' } });
    expect(asksOnLeave(shown)).toBe(true);
    expect(asksOnLeave(leaving)).toBe(false);
    expect(reduce(leaving, { type: 'ABANDON' })).toBe(IDLE);
    const returned = awaiting({ order: order({ mode: 'redirect' }), via: 'returned' });
    expect(reduce(returned, { type: 'LEAVE' })).toBe(returned);
    expect(asksOnLeave(returned)).toBe(false);
  });

  it('已完成支付 in the question polls now (CHECK), the question stays and is marked checked', () => {
    expect(reduce(asking, { type: 'CHECK' })).toEqual({
      ...asking,
      checks: 1,
      question: { then: 'idle', view: 'ask', checked: true },
    });
    // Asked again after a WeChat Pay retry bumped the count: not checked yet.
    const retried = awaiting({ checks: 2 });
    expect(reduce(retried, { type: 'CLOSE' })).toMatchObject({ question: { view: 'ask' } });
    expect(reduce(retried, { type: 'CLOSE' })).not.toMatchObject({ question: { checked: true } });
  });

  it('HELP shows the help with the order number; BACK_TO_ORDER returns to the QR', () => {
    const help = reduce(asking, { type: 'HELP' });
    expect(help).toMatchObject({ question: { then: 'idle', view: 'help' } });
    expect(reduce(help, { type: 'BACK_TO_ORDER' })).toEqual(shown);
    expect(reduce(shown, { type: 'HELP' })).toBe(shown);
  });

  it('paid while asking: the success state, as with the QR shown', () => {
    expect(reduce(asking, { type: 'SETTLED', outTradeNo: 'T1', status: 'paid' })).toEqual({
      kind: 'paid',
      product: snap,
      order: order(),
    });
  });

  it('PREPARED with an open order of the same package: open-order, not the checkout', () => {
    const preparing = reduce(IDLE, { type: 'BUY', product });
    const open = reduce(preparing, { type: 'PREPARED', product: snap, open: [order()] });
    expect(open).toEqual({ kind: 'open-order', product: snap, order: order() });
  });

  it('PREPARED with an open order of another package: the checkout, with a note of it', () => {
    const preparing = reduce(IDLE, { type: 'BUY', product });
    const elsewhere = order({ product: { ...snap, id: 8 } });
    expect(reduce(preparing, { type: 'PREPARED', product: snap, open: [elsewhere] })).toEqual({
      kind: 'confirming',
      product: snap,
      otherOpen: elsewhere,
    });
  });

  it('CONTINUE: the same order again, by its mode; past its limit, nothing', () => {
    const open = { kind: 'open-order', product: snap, order: order() } as const;
    expect(reduce(open, { type: 'CONTINUE', order: order(), now: 0 })).toEqual(awaiting());
    expect(
      reduce(open, { type: 'CONTINUE', order: order({ mode: 'jsapi' }), now: 0 }),
    ).toMatchObject({ kind: 'awaiting', jsapi: 'waiting', via: 'fresh' });
    const alipay = order({ mode: 'redirect', url: 'https://openapi.alipay.com/x' });
    expect(reduce(open, { type: 'CONTINUE', order: alipay, now: 0 })).toMatchObject({
      via: 'leaving',
    });
    expect(reduce(open, { type: 'CONTINUE', order: order(), now: 10_000 })).toBe(IDLE);
    expect(reduce(confirming, { type: 'CONTINUE', order: order(), now: 0 })).toEqual(awaiting());
    expect(reduce(shown, { type: 'CONTINUE', order: order(), now: 0 })).toBe(shown);
  });

  it('REORDER asks to confirm; REORDER_CONFIRMED goes to the channels (a new intent)', () => {
    const open = { kind: 'open-order', product: snap, order: order() } as const;
    const sure = reduce(open, { type: 'REORDER' });
    expect(sure).toEqual({ ...open, confirming: true });
    expect(reduce(open, { type: 'REORDER_CONFIRMED' })).toBe(open);
    expect(reduce(sure, { type: 'REORDER_CONFIRMED' })).toEqual(confirming);
  });

  it('ACCOUNT_KNOWN: the account’s order of this page opens when nothing else shows', () => {
    expect(reduce(IDLE, { type: 'ACCOUNT_KNOWN', record: paying(), now: 0 })).toEqual(awaiting());
    expect(reduce(confirming, { type: 'ACCOUNT_KNOWN', record: paying(), now: 0 })).toBe(
      confirming,
    );
    const other = awaiting({ order: order({ outTradeNo: 'T9' }) });
    expect(reduce(other, { type: 'ACCOUNT_KNOWN', record: paying(), now: 0 })).toBe(other);
  });

  it('SESSION_LOST (a 401 on the poll): relogin with the order; LOGGED_IN_AGAIN shows it as it was', () => {
    const lost = reduce(shown, { type: 'SESSION_LOST', outTradeNo: 'T1' });
    expect(lost).toEqual({ kind: 'relogin', product: snap, order: order(), shown });
    expect(reduce(shown, { type: 'SESSION_LOST', outTradeNo: 'T9' })).toBe(shown);
    expect(orderOf(lost)).toEqual(order());
    // As shown, polled again (the bump), not handed to the provider or WeChat Pay again.
    expect(reduce(lost, { type: 'LOGGED_IN_AGAIN', outTradeNo: 'T1' })).toEqual(
      awaiting({ checks: 1 }),
    );
    const returned = awaiting({ order: order({ mode: 'redirect' }), via: 'returned' });
    const lostReturned = reduce(returned, { type: 'SESSION_LOST', outTradeNo: 'T1' });
    expect(reduce(lostReturned, { type: 'LOGGED_IN_AGAIN', outTradeNo: 'T1' })).toMatchObject({
      via: 'returned',
    });
    expect(reduce(lost, { type: 'LOGGED_IN_AGAIN', outTradeNo: 'T9' })).toBe(lost);
    expect(reduce(lost, { type: 'CONTINUE', order: order(), now: 0 })).toBe(lost);
    expect(reduce(lost, { type: 'CLOSE' })).toBe(IDLE);
  });

  it('ACCOUNT_CHANGED: whatever was under way for the last account goes', () => {
    expect(reduce(shown, { type: 'ACCOUNT_CHANGED' })).toBe(IDLE);
    expect(reduce(confirming, { type: 'ACCOUNT_CHANGED' })).toBe(IDLE);
    expect(reduce(IDLE, { type: 'ACCOUNT_CHANGED' })).toBe(IDLE);
  });
});

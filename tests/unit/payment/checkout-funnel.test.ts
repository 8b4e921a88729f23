import { describe, expect, it } from 'vitest';
import { PayChannel } from '@/shared/enums';
import type { TrackedEvent } from '@/shared/events/track';
import {
  IDLE,
  resumeFrom,
  type CheckoutEvent,
  type CheckoutState,
} from '@/features/payment/model/checkout-machine';
import { checkoutFunnel, funnelOf } from '@/features/payment/model/checkout-funnel';
import { product, qr, recordOf, redirect, snap } from './funnel-fixtures';

/** docs/tracking-plan.md's purchase funnel, told by the checkout's transitions. */

/** The funnel events a run of checkout events sends, from `from`. */
function walk(events: CheckoutEvent[], from: CheckoutState = IDLE): TrackedEvent[] {
  return funnelOf(from, events, { sourceId: 1408 }).sent;
}

/** The page opening in `state` (a reload, a return without the back/forward cache). */
const opening = (state: CheckoutState) =>
  checkoutFunnel(IDLE, { type: 'RESUME', record: null, now: 0 }, state, { sourceId: 0 });

const names = (events: TrackedEvent[]) => events.map((e) => e.event);
const toCheckout: CheckoutEvent[] = [
  { type: 'BUY', product },
  { type: 'PREPARED', product: snap },
];
const pay = (channel: PayChannel): CheckoutEvent => ({
  type: 'PAY',
  channel,
  freshIntentId: 'I1',
});

describe('the purchase funnel', () => {
  it('a WeChat QR purchase: checkout opened, order created, QR shown, paid', () => {
    const sent = walk([
      ...toCheckout,
      pay(PayChannel.Wechat),
      { type: 'CREATED', intentId: 'I1', start: qr },
      { type: 'CHECK' },
      { type: 'SETTLED', outTradeNo: 'T1', status: 'paid' },
    ]);
    expect(sent).toEqual([
      {
        event: 'pay_checkout_open',
        properties: {
          product_id: 7,
          product_name: '标准版',
          purchase_method: 1,
          price: 19900,
          source_id: 1408,
        },
      },
      {
        event: 'pay_order_create',
        properties: {
          product_id: 7,
          out_trade_no: 'T1',
          channel: 'wechat',
          amount: 19900,
          deduction: 500,
        },
      },
      { event: 'pay_qr_show', properties: { out_trade_no: 'T1', channel: 'wechat' } },
      { event: 'pay_paid', properties: { out_trade_no: 'T1', channel: 'wechat', amount: 19900 } },
    ]);
  });

  it('an Alipay round trip: left, back, asked, 已完成支付 answered', () => {
    const sent = walk([
      ...toCheckout,
      pay(PayChannel.Alipay),
      { type: 'CREATED', intentId: 'I1', start: redirect },
      { type: 'RESUME', record: null, now: 0 },
      { type: 'CHECK' },
    ]);
    expect(names(sent)).toEqual([
      'pay_checkout_open',
      'pay_order_create',
      'pay_provider_leave',
      'pay_provider_return',
      'pay_resume_prompt',
      'pay_resume_choose',
    ]);
    expect(sent.at(-2)).toEqual({
      event: 'pay_resume_prompt',
      properties: { out_trade_no: 'T2', channel: 'alipay', dialog: 'unpaid' },
    });
    expect(sent.at(-1)).toEqual({
      event: 'pay_resume_choose',
      properties: { out_trade_no: 'T2', channel: 'alipay', choice: 'check' },
    });
  });

  it('a page opened back from the provider (no back/forward cache) counts as the return', () => {
    const record = recordOf(redirect, { channel: PayChannel.Alipay });
    const opened = resumeFrom(record, 0);
    expect(names(opening(opened))).toEqual(['pay_provider_return', 'pay_resume_prompt']);
    expect(walk([{ type: 'START_OVER' }], opened).at(-1)).toEqual({
      event: 'pay_resume_choose',
      properties: { out_trade_no: 'T2', channel: 'alipay', choice: 'reselect' },
    });
  });

  it('a reload inside WeChat (JSAPI) is no return from a provider', () => {
    const record = recordOf(qr, { mode: 'jsapi', channel: PayChannel.Wechat });
    expect(opening(resumeFrom(record, 0))).toEqual([]);
  });

  it('an order that ends unpaid, and 重新支付 from the question', () => {
    const left = [
      ...toCheckout,
      pay(PayChannel.Alipay),
      { type: 'CREATED', intentId: 'I1', start: redirect },
      { type: 'RESUME', record: null, now: 0 },
    ] satisfies CheckoutEvent[];
    const sent = walk([
      ...left,
      { type: 'SETTLED', outTradeNo: 'T2', status: 'expired' },
      { type: 'RENEW', freshIntentId: 'I2' },
    ]);
    expect(sent.slice(-3)).toEqual([
      {
        event: 'pay_order_end',
        properties: { out_trade_no: 'T2', channel: 'alipay', reason: 'expired' },
      },
      {
        event: 'pay_resume_prompt',
        properties: { out_trade_no: 'T2', channel: 'alipay', dialog: 'ended' },
      },
      {
        event: 'pay_resume_choose',
        properties: { out_trade_no: 'T2', channel: 'alipay', choice: 'renew' },
      },
    ]);
  });

  it('a business code refused the order: its reason and code', () => {
    const sent = walk([
      ...toCheckout,
      pay(PayChannel.Wechat),
      {
        type: 'CREATE_FAILED',
        intentId: 'I1',
        error: { kind: 'code41', action: 'choose', code: 41 },
      },
    ]);
    expect(sent.at(-1)).toEqual({
      event: 'pay_order_refuse',
      properties: { product_id: 7, channel: 'wechat', reason: 'code41', code: 41 },
    });
  });

  it('an order call never answered: asked, then 继续支付', () => {
    const sent = walk([
      ...toCheckout,
      pay(PayChannel.Union),
      {
        type: 'CREATE_FAILED',
        intentId: 'I1',
        error: { kind: 'network', action: 'retry', uncertain: true },
      },
      { type: 'RETRY' },
    ]);
    expect(sent.slice(-2)).toEqual([
      {
        event: 'pay_resume_prompt',
        properties: { out_trade_no: '', channel: 'union', dialog: 'unknown' },
      },
      {
        event: 'pay_resume_choose',
        properties: { out_trade_no: '', channel: 'union', choice: 'continue' },
      },
    ]);
  });

  it.each([
    ['no answer', { kind: 'network', action: 'retry', uncertain: true }, 'network', 0],
    ['a 5xx', { kind: 'server', action: 'retry', uncertain: true }, 'server', 0],
    [
      'a business code the page has no words for',
      { kind: 'server', action: 'retry', code: 400 },
      'server',
      400,
    ],
    ['a lost session', { kind: 'unauthorized', action: 'login' }, 'unauthorized', 0],
  ] as const)(
    'an order call that failed with %s is refused with its reason',
    (_, error, reason, code) => {
      const sent = walk([
        ...toCheckout,
        pay(PayChannel.Alipay),
        { type: 'CREATE_FAILED', intentId: 'I1', error },
      ]);
      expect(sent.find((e) => e.event === 'pay_order_refuse')).toEqual({
        event: 'pay_order_refuse',
        properties: { product_id: 7, channel: 'alipay', reason, code },
      });
    },
  );

  it('a page back from the back/forward cache that names another purchase (expired) is no choice', () => {
    const other = recordOf(redirect, {
      outTradeNo: 'T9',
      intentId: 'I9',
      channel: PayChannel.Alipay,
    });
    const asked = funnelOf(
      IDLE,
      [
        ...toCheckout,
        pay(PayChannel.Alipay),
        { type: 'CREATED', intentId: 'I1', start: redirect },
        { type: 'RESUME', record: null, now: 0 },
      ],
      { sourceId: 0 },
    ).at;
    expect(names(walk([{ type: 'RESUME', record: other, now: 20_000 }], asked))).not.toContain(
      'pay_resume_choose',
    );
  });

  it('a late answer for an intent the buyer left sends nothing', () => {
    const sent = walk([
      ...toCheckout,
      pay(PayChannel.Wechat),
      { type: 'CLOSE' },
      {
        type: 'CREATE_FAILED',
        intentId: 'I1',
        error: { kind: 'code41', action: 'choose', code: 41 },
      },
    ]);
    expect(names(sent)).toEqual(['pay_checkout_open']);
  });

  it('events that change nothing send nothing (double clicks, late answers)', () => {
    expect(walk([{ type: 'CHECK' }, { type: 'CLOSE' }])).toEqual([]);
    expect(walk([...toCheckout, { type: 'PREPARED', product: snap }]).length).toBe(1);
  });
});

/**
 * The account's open orders: every order this account created that is neither settled at the
 * server nor past its Pay-Limit-Time, and, for a while, the ones just paid (so every tab can say
 * so and the success page knows what was bought). One list per account, changed only through
 * `openOrdersReducer`; the checkout, the success page, the orders page and the background watcher
 * all read it (docs/product-rules.md "Open orders"). Pure: storage is ./open-orders-store.ts.
 */
import type { PayingRecord } from './pending-order';

export interface OpenOrder extends PayingRecord {
  /** Paid (the server said so) at this time; kept a while for the notice and the success page. */
  paidAt?: number;
  /** The buyer closed its dialog: a reload does not open it again (the watcher still watches). */
  dismissed?: boolean;
}

export type OpenOrders = readonly OpenOrder[];

export type OpenOrdersAction =
  /** Created, or shown again in its dialog: the order replaces any entry of the same number. */
  | { type: 'opened'; order: OpenOrder }
  | { type: 'dismissed'; outTradeNo: string }
  | { type: 'paid'; outTradeNo: string; at: number }
  /** Closed, failed or expired at the server, 放弃支付, 重新下单, or its paid notice is done. */
  | { type: 'removed'; outTradeNo: string }
  | { type: 'pruned'; now: number };

/** How long a paid order stays in the record: its notice and success page read it. */
export const PAID_KEPT_MS = 10 * 60_000;
/**
 * An open order past its limit stays this long, so the watcher's last look (a payment made in the
 * final seconds) still finds it; it is no longer offered to pay.
 */
export const EXPIRED_KEPT_MS = 60_000;
/** More open orders than this are not kept (the oldest go): nobody pays twenty at once. */
export const MAX_OPEN_ORDERS = 20;

const isOpen = (order: OpenOrder) => order.paidAt === undefined;

export function openOrdersReducer(orders: OpenOrders, action: OpenOrdersAction): OpenOrders {
  switch (action.type) {
    case 'opened': {
      const known = orders.find((o) => o.outTradeNo === action.order.outTradeNo);
      if (known?.paidAt !== undefined) return orders; // the server's word stands
      const rest = orders.filter((o) => o !== known);
      const { paidAt: _paid, dismissed: _dismissed, ...order } = action.order;
      const entry = known ? { ...order, createdAt: known.createdAt } : order;
      return [...rest, entry].slice(-MAX_OPEN_ORDERS);
    }
    case 'dismissed':
      return orders.map((o) =>
        o.outTradeNo === action.outTradeNo && !o.dismissed ? { ...o, dismissed: true } : o,
      );
    case 'paid':
      return orders.map((o) =>
        o.outTradeNo === action.outTradeNo && isOpen(o) ? { ...o, paidAt: action.at } : o,
      );
    case 'removed':
      return orders.filter((o) => o.outTradeNo !== action.outTradeNo);
    case 'pruned': {
      const kept = orders.filter((o) =>
        o.paidAt !== undefined
          ? action.now - o.paidAt < PAID_KEPT_MS
          : o.expiresAt + EXPIRED_KEPT_MS > action.now,
      );
      return kept.length === orders.length ? orders : kept;
    }
  }
}

/** Orders that can still be paid at `now`, newest first. */
export function payableOrders(orders: OpenOrders, now: number): OpenOrder[] {
  return orders.filter((o) => isOpen(o) && o.expiresAt > now).reverse();
}

/** Whether any order is still open (the watcher has work; it drops the expired ones itself). */
export function anyOpen(orders: OpenOrders): boolean {
  return orders.some(isOpen);
}

/** Orders the watcher asks the server about: open, within their limit or just past it. */
export function watchedOrders(orders: OpenOrders, now: number): OpenOrder[] {
  return orders.filter((o) => isOpen(o) && o.expiresAt + EXPIRED_KEPT_MS > now);
}

/** The newest payable order of a package, if any (立即购买 offers to continue it). */
export function payableOrderOf(
  orders: OpenOrders,
  productId: number,
  now: number,
): OpenOrder | undefined {
  return payableOrders(orders, now).find((o) => o.product.id === productId);
}

/** Orders that were open in `before` and are paid in `after`: each is announced once per tab. */
export function newlyPaid(before: OpenOrders, after: OpenOrders): OpenOrder[] {
  const wasOpen = new Set(before.filter(isOpen).map((o) => o.outTradeNo));
  return after.filter((o) => o.paidAt !== undefined && wasOpen.has(o.outTradeNo));
}

/** The navigation state that opens a payment page on one of the account's open orders (继续支付). */
export interface ResumeOrderState {
  resumeOrder?: string;
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PREFETCHED } from '@/api/prefetch';
import { unionProductListQueryOptions, webConfigQueryOptions } from '@/api/queries';
import { isApiError } from '@/api/errors';
import { getUnionOrderState } from '@/api/services/order';
import type { PaymentConf } from '@/api/types';
import { usePaymentEntry } from '@/shared/session/payment-entry';
import { OrderPoller, type PollSnapshot } from './model/order-poller';

export type PaymentGate =
  | { status: 'loading' }
  | { status: 'closed' }
  | { status: 'open'; conf: PaymentConf };

/**
 * The /payment gate: the payment entries' verdict (closed: the page explains it; the flag query
 * hides links to the page, not the page), and the config's payment settings once it is open. A
 * failed config load (defaults, payment closed) is logged by its query.
 * `refetchOnMount: false`: the navigation fetched the config (./prefetch.ts), and a failed load's
 * defaults, stale at once, stand for this visit.
 */
export function usePaymentGate(): PaymentGate {
  const entry = usePaymentEntry();
  const { data } = useQuery({ ...webConfigQueryOptions(), refetchOnMount: false });
  if (entry.reason === 'closed') return { status: 'closed' };
  if (!entry.settled || !data) return { status: 'loading' };
  return { status: 'open', conf: data.data.cheese_config.payment_conf };
}

/**
 * The payment page's data: the gate and the package list. The navigation to the page asked for
 * them (./prefetch.ts, with the promotion); what it got, answered or on its way, a failure
 * included, is this visit's answer: no second request as the page mounts (重试 asks again), and
 * the next visit's navigation asks again.
 */
export function usePaymentData() {
  const gate = usePaymentGate();
  // The list has this one observer (the catalog gets it), so a failure is never fetched again by
  // a second one mounting later.
  const list = useQuery({ ...unionProductListQueryOptions(), ...PREFETCHED });
  return { gate, list };
}

/** The client clock, ticking every `intervalMs` while `active` (for countdowns of durations). */
export function useNow(active = true, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return now;
}

const IDLE: PollSnapshot = { status: 'idle', polls: 0, consecutiveErrors: 0 };

/**
 * Polls one order while mounted (OrderPoller); a new trade number starts a new poller, and so does
 * a new `restartKey` (已完成支付: look now instead of at the next interval).
 */
export function useOrderPolling(
  outTradeNo: string | undefined,
  expiresAt: number | undefined,
  restartKey = 0,
): PollSnapshot {
  const [snapshot, setSnapshot] = useState<{ tradeNo?: string; value: PollSnapshot }>({
    value: IDLE,
  });
  useEffect(() => {
    if (!outTradeNo) return;
    const poller = new OrderPoller({
      fetchState: (signal) => getUnionOrderState(outTradeNo, { signal, silent: true }),
      expiresAt,
      // A 401 ended the session (the API layer logs out and says so): asking again cannot help.
      endsPolling: (error) => isApiError(error) && error.isUnauthorized,
      onChange: (value) => setSnapshot({ tradeNo: outTradeNo, value }),
    });
    poller.start();
    return () => {
      poller.stop();
      // What this poller saw is not the next one's: a state that polls the same order again
      // (after a login, a return) must not read the old end ('refused') as its own.
      setSnapshot({ value: IDLE });
    };
  }, [outTradeNo, expiresAt, restartKey]);
  return snapshot.tradeNo === outTradeNo ? snapshot.value : IDLE;
}

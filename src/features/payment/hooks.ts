import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { webConfigQueryOptions } from '@/api/queries';
import { getUnionOrderState } from '@/api/services/order';
import { usePaymentAvailability, type PaymentAvailability } from '@/domain/payment/availability';
import { OrderPoller, type PollSnapshot } from './model/order-poller';

export type PaymentGate = PaymentAvailability;

/**
 * The /payment gate: the domain's payment availability; a failed config load (defaults, payment
 * closed) is logged here, the page that explains it.
 */
export function usePaymentGate(): PaymentGate {
  const availability = usePaymentAvailability();
  const { data } = useQuery(webConfigQueryOptions());
  const logged = useRef(false);
  useEffect(() => {
    if (data?.fromDefault && !logged.current) {
      logged.current = true;
      console.warn('[payment] web config failed to load; defaults used (payment closed)');
    }
  }, [data]);
  return availability;
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
      onChange: (value) => setSnapshot({ tradeNo: outTradeNo, value }),
    });
    poller.start();
    return () => poller.stop();
  }, [outTradeNo, expiresAt, restartKey]);
  return snapshot.tradeNo === outTradeNo ? snapshot.value : IDLE;
}

import { useQuery } from '@tanstack/react-query';
import { PREFETCHED } from '@/api/prefetch';
import { unionProductListQueryOptions } from '@/api/queries/orders';
import { webConfigQueryOptions } from '@/api/queries/config';
import type { PaymentConf } from '@/api/types';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';

export type PaymentGate =
  | { status: 'loading' }
  | { status: 'closed' }
  | { status: 'open'; conf: PaymentConf };

/**
 * The /payment gate: the payment entries' verdict (closed: the page explains it; the flag query
 * hides links to the page, not the page), and the config's payment settings once it is open. A
 * failed config load (defaults, payment closed) is logged by its query.
 * `refetchOnMount: false`: the navigation fetched the config (./payment-page.prefetch.ts), and a failed load's
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
 * them (./payment-page.prefetch.ts, with the promotion); what it got, answered or on its way, a failure
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

/**
 * Payment availability for the pages that load the web config themselves (/payment, the profile
 * pages, the avatar menu), by the rule of ./payment-open.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { webConfigQueryOptions } from '@/api/queries';
import type { PaymentConf } from '@/api/types';
import { useIsPayHidden } from '@/shared/session/hide-pay';
import { paymentEntryVisible, paymentVerdict } from './payment-open';

export type PaymentAvailability =
  | { status: 'loading' }
  | { status: 'closed' }
  | { status: 'open'; conf: PaymentConf };

/**
 * The web config's verdict. A failed load gives the defaults, which close payment (and are asked
 * for again when the next observer mounts, unless `refetchOnMount` is false: the caller already
 * holds this visit's answer, e.g. the payment page's data started with its code).
 */
export function usePaymentAvailability({
  refetchOnMount = true,
}: { refetchOnMount?: boolean } = {}): PaymentAvailability {
  const { data, isPending } = useQuery({ ...webConfigQueryOptions(), refetchOnMount });
  if (isPending || !data) return { status: 'loading' };
  if (paymentVerdict(data) === 'closed') return { status: 'closed' };
  return { status: 'open', conf: data.data.cheese_config.payment_conf };
}

/**
 * Whether a payment entry (a buy link, the avatar menu's buttons) shows, and whether that answer
 * is settled (the config has loaded or failed, or the flag hides them anyway): a page that must
 * not change size once drawn waits for `settled`.
 */
export function usePaymentEntries(): { visible: boolean; settled: boolean } {
  const hidden = useIsPayHidden();
  const { status } = usePaymentAvailability();
  const verdict = status === 'loading' ? 'unknown' : status;
  return {
    visible: paymentEntryVisible(verdict, hidden),
    settled: hidden || verdict !== 'unknown',
  };
}

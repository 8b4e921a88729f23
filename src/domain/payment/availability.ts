/**
 * Whether payment is open, in one place: the web config's payment_conf (is_open and its time
 * window, on server time), and whether the payment entries may show (not when the hide flag query
 * `hide_pay=1` is set). /payment explains a closed payment; every other entry just hides.
 */
import { useQuery } from '@tanstack/react-query';
import { isPaymentOpen, serverNow } from '@/api/models';
import { webConfigQueryOptions } from '@/api/queries';
import type { PaymentConf } from '@/api/types';
import { useIsPayHidden } from '@/shared/session/hide-pay';

export type PaymentAvailability =
  | { status: 'loading' }
  | { status: 'closed' }
  | { status: 'open'; conf: PaymentConf };

/** The web config's verdict. A failed load gives the defaults, which close payment. */
export function usePaymentAvailability(): PaymentAvailability {
  const { data, isPending } = useQuery(webConfigQueryOptions());
  if (isPending || !data) return { status: 'loading' };
  const conf = data.data?.cheese_config?.payment_conf;
  if (!conf || !isPaymentOpen(conf, serverNow(data))) return { status: 'closed' };
  return { status: 'open', conf };
}

/**
 * Whether a payment entry (a buy link, the avatar menu's buttons) shows, and whether that answer
 * is settled (the config has loaded or failed, or the flag hides them anyway).
 */
export function usePaymentEntries(): { visible: boolean; settled: boolean } {
  const hidden = useIsPayHidden();
  const availability = usePaymentAvailability();
  return {
    visible: !hidden && availability.status === 'open',
    settled: hidden || availability.status !== 'loading',
  };
}

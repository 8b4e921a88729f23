import { useQuery } from '@tanstack/react-query';
import { isPaymentOpen, serverNow } from '@/api/models';
import { webConfigQueryOptions } from '@/api/queries';
import { useIsPayHidden } from '@/shared/session/hide-pay';

/**
 * Payment buttons of the avatar menu show only when the web config opens payment (is_open and
 * inside its time window, by server time) and the hide flag query (`hide_pay=1`) is not set.
 */
export function usePaymentButtonsVisible(): boolean {
  const hidden = useIsPayHidden();
  const { data } = useQuery({ ...webConfigQueryOptions(), enabled: !hidden });
  if (hidden || !data) return false;
  return isPaymentOpen(data.data.cheese_config?.payment_conf, serverNow(data));
}

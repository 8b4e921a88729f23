import { useQuery } from '@tanstack/react-query';
import { isPaymentOpen, serverNow } from '@/api/models';
import { webConfigQueryOptions } from '@/api/queries';
import { AssetType } from '@/shared/enums';
import { QUERY_PARAM } from '@/shared/constants';
import { useIsPayHidden } from '@/shared/session/hide-pay';

/**
 * Buy links show only when payment is enabled by the web config (by server time) and not hidden
 * by the flag query (SPEC.md §2). A failed config load means closed.
 */
export function useCanBuy(): boolean {
  const hidden = useIsPayHidden();
  const { data } = useQuery(webConfigQueryOptions());
  if (hidden || !data) return false;
  return isPaymentOpen(data.data.cheese_config.payment_conf, serverNow(data));
}

/** Whether `useCanBuy` has its answer (the web config has loaded or failed, or buying is hidden). */
export function useCanBuySettled(): boolean {
  const hidden = useIsPayHidden();
  const { isPending } = useQuery(webConfigQueryOptions());
  return hidden || !isPending;
}

/** The pricing page for one asset type (`/payment?t=storage|piece|lite_effect`). */
export function paymentHref(asset?: AssetType): string {
  return asset ? `/payment?${QUERY_PARAM.assetType}=${asset}` : '/payment';
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries/session';
import { payableOrders, type OpenOrder } from '@/domain/payment/open-orders';
import { useOpenOrders } from '@/domain/payment/open-orders-store';
import { MAX_TIMER_MS } from '@/shared/constants';

/**
 * The account's newest order that can still be paid (its open orders), kept current: it goes when
 * its pay deadline passes, or when this or another tab pays, closes or gives it up.
 */
export function useOpenOrder(): OpenOrder | null {
  const { data: user } = useQuery(userInfoQueryOptions());
  const orders = useOpenOrders(user?.user_id);
  const [now, setNow] = useState(() => Date.now());
  const open = payableOrders(orders, now)[0] ?? null;

  useEffect(() => {
    if (!open) return;
    // Past the deadline the checkout would not resume it: 继续支付 must not stay. (Clamped: a
    // longer delay than setTimeout's 32-bit limit would fire at once, again and again.)
    const delay = Math.min(open.expiresAt - Date.now() + 100, MAX_TIMER_MS);
    const expiry = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(expiry);
  }, [open]);

  return open;
}

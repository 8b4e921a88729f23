/**
 * The session ended (a 401) while an order was shown (the `relogin` state): the login dialog opens
 * over the page; the same account's login shows the same order again, another account's or a
 * cancelled login closes it (docs/product-rules.md §4 "Open orders").
 */
import { useEffect, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/api/queries/session';
import { payableOrders } from '@/domain/payment/open-orders';
import { readOpenOrders } from '@/domain/payment/open-orders-store';
import { LoginCancelledError, requestLogin } from '@/shared/session/login-bridge';
import type { CheckoutEvent, CheckoutState } from './model/checkout-machine';

export function useLoginAgain(state: CheckoutState, dispatch: Dispatch<CheckoutEvent>): void {
  const queryClient = useQueryClient();
  const lost = state.kind === 'relogin' ? state.order : undefined;
  useEffect(() => {
    if (!lost) return;
    let current = true;
    const sameAccountOrder = async () => {
      const user = await queryClient.fetchQuery(userInfoQueryOptions());
      const kept = payableOrders(readOpenOrders(user.user_id), Date.now());
      return kept.find((o) => o.outTradeNo === lost.outTradeNo);
    };
    requestLogin()
      .then(sameAccountOrder)
      .then(
        (order) => {
          if (!current) return;
          dispatch(
            order ? { type: 'LOGGED_IN_AGAIN', outTradeNo: order.outTradeNo } : { type: 'CLOSE' },
          );
        },
        (error: unknown) => {
          if (!current) return;
          if (!(error instanceof LoginCancelledError)) console.warn('[payment] login', error);
          dispatch({ type: 'CLOSE' });
        },
      );
    return () => {
      current = false;
    };
  }, [lost, queryClient, dispatch]);
}

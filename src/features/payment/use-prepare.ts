/**
 * 立即购买's first step (the `preparing` state): log in when needed, refresh a package whose
 * purchase method is stale, and check it can still be bought. Reports PREPARED or PREPARE_FAILED.
 */
import { useEffect, type Dispatch } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { queryKeys } from '@/api/queries/keys';
import { unionProductQueryOptions } from '@/api/queries/orders';
import { userInfoQueryOptions } from '@/api/queries/session';
import type { Package } from '@/api/types';
import { loginHref } from '@/domain/paths';
import { t } from '@/i18n';
import { LoginCancelledError, requestLogin } from '@/shared/session/login-bridge';
import { afterNextPaint } from '@/shared/after-next-paint';
import { isLoggedIn } from '@/shared/session/session-store';
import { currentSourceId } from '@/domain/session/source';
import { notify } from '@/shared/ui/notify';
import { canPurchase } from '@/api/models';
import { buyStep, refreshPurchaseMethod } from './model/catalog';
import type { CheckoutEvent, CheckoutState } from './model/checkout-machine';
import { savePayProductInfo, savePaySourceId, toPayProductInfo } from './model/pay-storage';
import { activeOrderOf } from './model/checkout-resume';
import { payableOrders } from '@/domain/payment/open-orders';
import { readOpenOrders } from '@/domain/payment/open-orders-store';

/** The account's orders still payable now (立即购买 offers them before making another). */
async function payableOfAccount(queryClient: QueryClient) {
  let account: number | undefined;
  try {
    account = (await queryClient.ensureQueryData(userInfoQueryOptions())).user_id;
  } catch {
    return []; // Unknown account: the server still refuses nothing, the order is made.
  }
  return payableOrders(readOpenOrders(account), Date.now()).map(activeOrderOf);
}

/** The package as union_product gives it now (the list is refreshed behind it). */
async function refreshProduct(
  queryClient: QueryClient,
  pkg: Pick<Package, 'id' | 'purchase_method'>,
): Promise<Package> {
  const fresh = await queryClient.fetchQuery({
    ...unionProductQueryOptions(pkg.id, refreshPurchaseMethod(pkg as Package)),
    staleTime: 0,
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.product.list() });
  return fresh;
}

export function usePrepare(
  state: CheckoutState,
  dispatch: Dispatch<CheckoutEvent>,
  returnPath: string,
): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (state.kind !== 'preparing') return;
    const path = returnPath.split(/[?#]/)[0]!;
    const prepare = async (pkg: Package): Promise<Package | null> => {
      let stale = false;
      if (!isLoggedIn()) {
        try {
          await requestLogin();
        } catch (error) {
          // No dialog registered: the login route, back here afterwards.
          if (!(error instanceof LoginCancelledError)) {
            void navigate(loginHref(returnPath));
          }
          return null;
        }
        stale = true; // the purchase method was the guest's
      }
      let product = pkg;
      if (buyStep(pkg, { stale }) === 'refresh') {
        try {
          product = await refreshProduct(queryClient, pkg);
        } catch {
          void notify(t('payment:errors.refreshFailed'), 'error');
          return null;
        }
      }
      if (!canPurchase(product)) {
        void notify(t('payment:card.unavailable'), 'warning');
        return null;
      }
      savePayProductInfo(path, toPayProductInfo(product));
      savePaySourceId(path, currentSourceId());
      return product;
    };
    // The button's spinner paints in the click's own frame; the checkout, a heavier render,
    // in the next (docs/decisions/0015: the two in one frame hold the click's paint back).
    const prepared = async () => {
      const product = await prepare(state.product);
      return product ? { product, open: await payableOfAccount(queryClient) } : null;
    };
    void Promise.all([prepared(), afterNextPaint()]).then(([ready]) =>
      dispatch(ready ? { type: 'PREPARED', ...ready } : { type: 'PREPARE_FAILED' }),
    );
  }, [state, dispatch, navigate, queryClient, returnPath]);

  // 刷新套餐 after a business error: the package again, or the checkout closes if it is gone.
  const refreshing = state.kind === 'confirming' && state.refreshing ? state : undefined;
  useEffect(() => {
    if (!refreshing) return;
    refreshProduct(queryClient, refreshing.product).then(
      (fresh) => {
        if (canPurchase(fresh))
          savePayProductInfo(returnPath.split(/[?#]/)[0]!, toPayProductInfo(fresh));
        else void notify(t('payment:card.unavailable'), 'warning');
        dispatch({ type: 'REFRESHED', product: canPurchase(fresh) ? fresh : null });
      },
      () => {
        void notify(t('payment:errors.refreshFailed'), 'error');
        dispatch({ type: 'REFRESHED', product: refreshing.product });
      },
    );
  }, [refreshing, dispatch, queryClient, returnPath]);
}

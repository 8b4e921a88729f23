/**
 * The account's open orders, watched on every page while any is within its limit
 * (docs/product-rules.md "Open orders"): one visible, online tab asks the server (a Web Lock,
 * src/shared/leader.ts), and every tab says 订单已支付 when an order of the record turns paid,
 * refreshing the account's assets and orders. On /payment the success page opens instead. Loaded
 * by the app shell only when the browser holds open orders.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { queryKeys } from '@/api/queries/keys';
import { getUnionOrderState } from '@/api/services/order';
import { anyOpen, newlyPaid, watchedOrders, type OpenOrder } from '@/domain/payment/open-orders';
import {
  anyShownHere,
  isShownHere,
  pruneOpenOrders,
  readOpenOrders,
  updateOpenOrders,
  useOpenOrders,
} from '@/domain/payment/open-orders-store';
import { ROUTES } from '@/domain/routes';
import { whileLeader } from '@/shared/leader';
import { CheckIcon, CloseIcon } from '@/shared/ui/icons';
import { OrderWatcher } from '../model/order-watcher';
import { rememberPayer } from '../remember-payer';
import { useAccountId } from '../use-account';
import styles from './open-order-watch.module.css';

const LOCK = 'cheese-open-orders-watch';

function subscribeActivity(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Visible and online: a hidden tab gives the watch to a visible one, an offline one waits. */
const isActive = () => document.visibilityState !== 'hidden' && navigator.onLine !== false;

/** Asks the server about the account's open orders while this tab leads; settles them in the record. */
function useWatch(account: number | undefined, anyWatched: boolean): void {
  const active = useSyncExternalStore(subscribeActivity, isActive, () => false);
  useEffect(() => {
    if (account === undefined || !anyWatched || !active) return;
    return whileLeader(LOCK, () => {
      const watcher = new OrderWatcher({
        orders: () =>
          watchedOrders(readOpenOrders(account), Date.now()).filter(
            (o) => !isShownHere(o.outTradeNo),
          ),
        fetchState: (outTradeNo, signal) =>
          getUnionOrderState(outTradeNo, { signal, silent: true }),
        settle: (outTradeNo, outcome) =>
          updateOpenOrders(
            account,
            outcome === 'paid'
              ? { type: 'paid', outTradeNo, at: Date.now() }
              : { type: 'removed', outTradeNo },
          ),
        // The API layer ends the session on a 401; the watch goes with it.
        endsWatching: (error) => isApiError(error) && error.isUnauthorized,
        onIdle: () => pruneOpenOrders(),
      });
      watcher.start();
      return () => watcher.stop();
    });
  }, [account, anyWatched, active]);
}

export default function OpenOrderWatch() {
  const { t } = useTranslation('payment');
  const account = useAccountId();
  const orders = useOpenOrders(account);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [notices, setNotices] = useState<OpenOrder[]>([]);
  useWatch(account, anyOpen(orders));
  // What is left of earlier visits (paid notices said, orders past their limit) goes.
  useEffect(() => pruneOpenOrders(), []);

  const openSuccess = (order: OpenOrder) => {
    setNotices((shown) => shown.filter((o) => o.outTradeNo !== order.outTradeNo));
    void rememberPayer(queryClient, {
      returnPath: order.returnPath,
      tradeNo: order.outTradeNo,
    }).then(() =>
      navigate(
        `${ROUTES.paymentSuccess.path}?out_trade_no=${encodeURIComponent(order.outTradeNo)}`,
      ),
    );
  };

  // Each order that turns paid, in this tab or another: said once per tab. The order a dialog of
  // this tab shows is its checkout's to announce.
  const seen = useRef(orders); // the record at the last render, to tell what changed
  const onPayment = pathname === ROUTES.payment.path;
  useEffect(() => {
    const paid = newlyPaid(seen.current, orders).filter((o) => !isShownHere(o.outTradeNo));
    seen.current = orders;
    if (paid.length === 0) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.product.all });
    // On /payment with no order of its own on screen, the success page is the answer; else (or
    // for a second order paid at once) the notice, never a navigation from under a dialog.
    const [first, ...rest] = paid;
    if (onPayment && first && !anyShownHere()) {
      openSuccess(first);
      setNotices((shown) => [...shown, ...rest]);
      return;
    }
    setNotices((shown) => [...shown, ...paid]);
    // openSuccess changes every render; the record's change is what this answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders]);

  if (notices.length === 0) return null;
  return (
    <div className={styles.stack}>
      {notices.map((order) => (
        <section
          key={order.outTradeNo}
          className={styles.notice}
          role="status"
          aria-label={t('watch.paidTitle')}
        >
          <span className={styles.mark} aria-hidden="true">
            <CheckIcon size={16} />
          </span>
          <div className={styles.text}>
            <strong className={styles.title}>{t('watch.paidTitle')}</strong>
            <span className={styles.hint}>{t('watch.paidHint', { name: order.product.name })}</span>
          </div>
          <button type="button" className={styles.view} onClick={() => openSuccess(order)}>
            {t('watch.view')}
          </button>
          <button
            type="button"
            className={styles.close}
            aria-label={t('watch.close')}
            onClick={() =>
              setNotices((shown) => shown.filter((o) => o.outTradeNo !== order.outTradeNo))
            }
          >
            <CloseIcon size={16} />
          </button>
        </section>
      ))}
    </div>
  );
}

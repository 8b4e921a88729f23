import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { queryKeys } from '@/api/queries/keys';
import { ORDERS_PATH } from '@/domain/paths';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { safeReturnPath } from '@/shared/redirect';
import { Button } from '@/shared/ui/button';
import { LinkButton } from '@/shared/ui/link-button';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';
import { useOrderPolling } from '../use-order-polling';
import type { PollStatus } from '../model/order-poller';
import {
  readPayMeta,
  readPayProductInfo,
  readPayUserInfo,
  storedPackage,
} from '../model/pay-storage';
import { pathOf, snapshotOf } from '@/domain/payment/pending-order';
import {
  markShownHere,
  readOpenOrders,
  updateOpenOrders,
} from '@/domain/payment/open-orders-store';
import { readUserInfoCache } from '@/api/session-cache';
import type { Arrival } from '../model/arrival';
import { AlertMark } from './channel-logo';
import { Paid } from './payment-success-paid';
import styles from './payment-success-page.module.css';
import { ROUTES } from '@/domain/routes';

/**
 * How long a return from a provider waits for the order to settle (docs/integration-notes.md §3:
 * ~60 s).
 */
const CONFIRM_WINDOW_MS = 60_000;
/**
 * With no trade number there is nothing to ask union_order_state: the neutral state stays this
 * long (so a verdict never flashes in as the page paints), then the end state shows.
 */
const NO_TRADE_CHECK_MS = 1200;

/**
 * What the page says. Only union_order_state saying paid gives `paid`; no trade number, or none
 * of paid / closed / failed within the window, is `unknown` ("未查询到支付结果").
 */
type Outcome = 'confirming' | 'paid' | 'closed' | 'failed' | 'unknown';

function outcomeOf(status: PollStatus): Outcome {
  switch (status) {
    case 'paid':
    case 'closed':
    case 'failed':
      return status;
    case 'expired':
    case 'stopped':
    case 'refused':
      return 'unknown';
    default:
      return 'confirming';
  }
}

/**
 * What the build's frame of this page is rendered from (src/app/public-paths.ts
 * PRIVATE_FRAME_PATHS): nothing yet. Any arrival renders 正在确认支付结果… first (the poll starts
 * idle), so the frame and the page's first render in the browser are the same markup.
 */
const NOTHING_KNOWN_YET: Arrival = {
  tradeNo: '',
  returnPath: '/',
  record: null,
  product: null,
  phone: '',
  expiresAt: 0,
};

/** The account whose open orders this tab knows (its cached info). */
const accountOfTab = () => readUserInfoCache()?.data.user_id;

/** Everything the page knows on arrival: cookies, the account's open orders, the query string. */
function readArrival(search: URLSearchParams): Arrival {
  const meta = readPayMeta();
  const orders = readOpenOrders(accountOfTab());
  const newest = orders.at(-1);
  const tradeNo = search.get('out_trade_no') || meta.tradeNo || newest?.outTradeNo || '';
  const record = orders.find((o) => o.outTradeNo === tradeNo) ?? null;
  const returnPath = safeReturnPath(record?.returnPath ?? meta.returnPath);
  const stored = storedPackage(readPayProductInfo(pathOf(returnPath)));
  const product = record?.product ?? (stored ? snapshotOf(stored) : null);
  const now = Date.now();
  return {
    tradeNo,
    returnPath,
    record,
    product,
    phone: readPayUserInfo()?.phone ?? '',
    expiresAt: Math.max(record?.expiresAt ?? 0, now + CONFIRM_WINDOW_MS),
  };
}

function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  // The build has no cookies, storage or query string (import.meta.env.SSR is its prerender).
  const [arrival] = useState(() => (import.meta.env.SSR ? NOTHING_KNOWN_YET : readArrival(search)));
  const [attempt, setAttempt] = useState(0);
  const [deadline, setDeadline] = useState(arrival.expiresAt);
  const poll = useOrderPolling(arrival.tradeNo || undefined, deadline);
  // This page asks about its order and says what became of it: the tab's watcher leaves it alone.
  useEffect(
    () => (arrival.tradeNo ? markShownHere(arrival.tradeNo) : undefined),
    [arrival.tradeNo],
  );
  const noTradeChecked = useDelayedFlag(!arrival.tradeNo, NO_TRADE_CHECK_MS);
  // Only the server's word: a payer cookie or a return from the provider proves nothing.
  const outcome: Outcome = arrival.tradeNo
    ? outcomeOf(poll.status)
    : noTradeChecked
      ? 'unknown'
      : 'confirming';
  const paid = outcome === 'paid';
  useDocumentMeta(paid ? t('meta.successTitle') : t('meta.resultTitle'));

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    if (arrival.tradeNo) {
      // Every other tab of the account hears it, and says so.
      updateOpenOrders(accountOfTab(), {
        type: 'paid',
        outTradeNo: arrival.tradeNo,
        at: Date.now(),
      });
    }
    // The purchase changed the user's assets: refetch user info, assets and orders.
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
  }, [arrival.tradeNo, paid, queryClient]);

  const retry = () => {
    setAttempt((n) => n + 1);
    setDeadline(Date.now() + CONFIRM_WINDOW_MS);
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to={ROUTES.home.path} className={styles.brand} aria-label={t('success.home')}>
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="payment-result-heading" key={attempt}>
          {outcome === 'paid' ? (
            <Paid arrival={arrival} />
          ) : outcome === 'confirming' ? (
            <div className={styles.state}>
              <Spinner size={48} />
              <h1 id="payment-result-heading" className={styles.title}>
                {t('success.confirming')}
              </h1>
              <p className={styles.lead}>{t('success.confirmingHint')}</p>
            </div>
          ) : outcome === 'unknown' ? (
            <div className={styles.state}>
              <AlertMark />
              <h1 id="payment-result-heading" className={styles.title}>
                {t('success.unknownTitle')}
              </h1>
              <p className={styles.lead}>
                {arrival.tradeNo ? t('success.unknownHint') : t('success.unknownHintNoOrder')}
              </p>
              {arrival.tradeNo && (
                <p className={styles.orderNo}>
                  {t('success.orderNo')}：<span className={styles.mono}>{arrival.tradeNo}</span>
                </p>
              )}
              <div className={styles.actions}>
                {arrival.tradeNo && <Button onClick={retry}>{t('success.refresh')}</Button>}
                <LinkButton to={ORDERS_PATH} variant={arrival.tradeNo ? 'secondary' : 'primary'}>
                  {t('success.orders')}
                </LinkButton>
                <LinkButton to={arrival.returnPath} variant="secondary">
                  {t('success.backToPackages')}
                </LinkButton>
              </div>
            </div>
          ) : (
            <div className={styles.state}>
              <AlertMark />
              <h1 id="payment-result-heading" className={styles.title}>
                {t('success.failedTitle')}
              </h1>
              <p className={styles.lead}>
                {outcome === 'closed' ? t('success.closedHint') : t('success.failedHint')}
              </p>
              <div className={styles.actions}>
                <LinkButton to={arrival.returnPath}>{t('success.backToPayment')}</LinkButton>
                <LinkButton to={ORDERS_PATH} variant="secondary">
                  {t('success.packages')}
                </LinkButton>
              </div>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}

function useDelayedFlag(active: boolean, ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(id);
  }, [active, ms]);
  return done;
}

/** The route module (React Router's lazy route convention): the page. */
export { PaymentSuccessPage as Component };

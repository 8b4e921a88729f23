import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { queryKeys, userInfoQueryOptions } from '@/api/queries';
import { getUnionDeductionOrder } from '@/api/services/order';
import { BusinessType, CommodityType, PurchaseMethod } from '@/shared/enums';
import { formatFileSize, formatPrice, maskPhone } from '@/shared/format';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { safeReturnPath } from '@/shared/redirect';
import { Button } from '@/shared/ui/button';
import { LinkButton } from '@/shared/ui/link-button';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';
import { useOrderPolling } from '../hooks';
import {
  readPayMeta,
  readPayProductInfo,
  readPayUserInfo,
  storedPackage,
} from '../model/pay-storage';
import {
  clearPending,
  pathOf,
  readPending,
  snapshotOf,
  type PayingRecord,
  type ProductSnapshot,
} from '../model/pending-order';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { storageLabel } from './package-card';
import { AlertMark, SuccessMark } from './channel-logo';
import styles from './payment-success-page.module.css';

/** How long a return from a provider waits for the order to settle (INTEGRATION.md §3: ~60 s). */
const CONFIRM_WINDOW_MS = 60_000;

interface Arrival {
  tradeNo: string;
  returnPath: string;
  record: PayingRecord | null;
  product: ProductSnapshot | null;
  phone: string;
  expiresAt: number;
}

/** Everything the page knows on arrival: cookies, the pending record, the query string. */
function readArrival(search: URLSearchParams): Arrival {
  const meta = readPayMeta();
  const pending = readPending();
  const paying = pending?.stage === 'paying' ? pending : null;
  const tradeNo = search.get('out_trade_no') || meta.tradeNo || paying?.outTradeNo || '';
  const record = paying && paying.outTradeNo === tradeNo ? paying : null;
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

export function PaymentSuccessPage() {
  const { t } = useTranslation('payment');
  const [search] = useSearchParams();
  const [arrival] = useState(() => readArrival(search));
  const [attempt, setAttempt] = useState(0);
  const [deadline, setDeadline] = useState(arrival.expiresAt);
  const poll = useOrderPolling(arrival.tradeNo ? `${arrival.tradeNo}` : undefined, deadline);
  // No trade number at all: the payer cookie alone says a payment went through.
  const status = arrival.tradeNo ? poll.status : 'paid';
  const paid = status === 'paid';
  const confirming = status === 'idle' || status === 'polling' || status === 'paused';
  useDocumentMeta(paid ? t('meta.successTitle') : t('meta.resultTitle'));

  const queryClient = useQueryClient();
  useEffect(() => {
    if (!paid) return;
    clearPending(arrival.tradeNo || undefined);
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
        <Link to="/" className={styles.brand} aria-label={t('success.home')}>
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="payment-result-heading" key={attempt}>
          {paid ? (
            <Paid arrival={arrival} />
          ) : confirming ? (
            <div className={styles.state}>
              <Spinner size={48} />
              <h1 id="payment-result-heading" className={styles.title}>
                {t('success.confirming')}
              </h1>
              <p className={styles.lead}>{t('success.confirmingHint')}</p>
            </div>
          ) : (
            <div className={styles.state}>
              <AlertMark />
              <h1 id="payment-result-heading" className={styles.title}>
                {status === 'expired' || status === 'stopped'
                  ? t('success.pendingTitle')
                  : t('success.failedTitle')}
              </h1>
              <p className={styles.lead}>
                {status === 'expired' || status === 'stopped'
                  ? t('success.pendingHint')
                  : status === 'closed'
                    ? t('success.closedHint')
                    : t('success.failedHint')}
              </p>
              <div className={styles.actions}>
                {(status === 'expired' || status === 'stopped') && (
                  <Button onClick={retry}>{t('success.refresh')}</Button>
                )}
                <LinkButton
                  to={arrival.returnPath}
                  variant={status === 'expired' ? 'secondary' : 'primary'}
                >
                  {t('success.backToPayment')}
                </LinkButton>
                <LinkButton to="/profile/packages" variant="secondary">
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

function Paid({ arrival }: { arrival: Arrival }) {
  const { t } = useTranslation('payment');
  const { product, record, tradeNo } = arrival;
  const withDeduction = Boolean(
    product && product.purchase_method !== PurchaseMethod.Normal && tradeNo,
  );
  const deduction = useQuery({
    queryKey: queryKeys.order.deduction(tradeNo),
    queryFn: ({ signal }) => getUnionDeductionOrder(tradeNo, { signal, silent: true }),
    enabled: withDeduction,
    retry: 0,
  });
  const deducted = deduction.data?.deduction ?? record?.deduction ?? 0;
  const amount = record ? record.amount : product ? Math.max(0, product.price - deducted) : null;
  const phone = /^\d{11}$/.test(arrival.phone) ? maskPhone(arrival.phone) : '';
  const added = product ? addedItems(product, t) : [];
  // A payer who paid from another device or whose session ended has no account to show.
  const loggedIn = useIsLoggedIn();

  return (
    <>
      <div className={styles.state}>
        <SuccessMark />
        <h1 id="payment-result-heading" className={styles.title}>
          {t('success.heading')}
        </h1>
        <p className={styles.lead}>{t('success.lead')}</p>
      </div>

      <dl className={styles.details} aria-label={t('success.order')}>
        {product && (
          <div>
            <dt>{t('success.product')}</dt>
            <dd>{product.name}</dd>
          </div>
        )}
        {amount !== null && (
          <div>
            <dt>{t('success.amount')}</dt>
            <dd className={styles.amount}>{formatPrice(amount)}</dd>
          </div>
        )}
        {deducted > 0 && (
          <div>
            <dt>{t('success.deduction')}</dt>
            <dd className={styles.deduction}>-{formatPrice(deducted)}</dd>
          </div>
        )}
        {tradeNo && (
          <div>
            <dt>{t('success.orderNo')}</dt>
            <dd className={styles.mono}>{tradeNo}</dd>
          </div>
        )}
        {phone && (
          <div>
            <dt>{t('success.payer')}</dt>
            <dd>{phone}</dd>
          </div>
        )}
      </dl>

      {added.length > 0 && (
        <section className={styles.block} aria-labelledby="payment-added-heading">
          <h2 id="payment-added-heading" className={styles.blockTitle}>
            {t('success.added')}
          </h2>
          <ul className={styles.added}>
            {added.map((item) => (
              <li key={item}>+ {item}</li>
            ))}
          </ul>
        </section>
      )}

      {loggedIn && <AccountNow />}

      <div className={styles.actions}>
        <LinkButton to={arrival.returnPath} size="lg">
          {t('success.back')}
        </LinkButton>
        <LinkButton to="/profile/packages" size="lg" variant="secondary">
          {t('success.packages')}
        </LinkButton>
      </div>
    </>
  );
}

type T = ReturnType<typeof useTranslation<'payment'>>['t'];

function addedItems(product: ProductSnapshot, t: T): string[] {
  const out: string[] = [];
  const isVip = product.business_type === BusinessType.Vip;
  const pieces =
    (isVip && product.type === CommodityType.Piece) || product.business_type === BusinessType.Piece
      ? product.count
      : 0;
  if (pieces > 0) out.push(t('success.addedPieces', { count: pieces }));
  if (product.bonus_count > 0) out.push(t('success.addedBonus', { count: product.bonus_count }));
  if (product.lite_effect_count > 0)
    out.push(t('success.addedVouchers', { count: product.lite_effect_count }));
  if (product.space_size > 0)
    out.push(t('success.addedStorage', { size: storageLabel(product.space_size) }));
  if (out.length) out.push(t('success.addedValidity'));
  return out;
}

/** The account after the purchase (user info refetched after the invalidation above). */
function AccountNow() {
  const { t } = useTranslation('payment');
  const user = useQuery({ ...userInfoQueryOptions(), staleTime: 0 });
  return (
    <section
      className={styles.block}
      aria-labelledby="payment-account-heading"
      aria-busy={user.isFetching || undefined}
    >
      <h2 id="payment-account-heading" className={styles.blockTitle}>
        {t('success.account')}
      </h2>
      {user.data ? (
        <dl className={styles.account}>
          <div>
            <dt>{t('success.pieces')}</dt>
            <dd>{t('success.piecesValue', { count: user.data.left_retouch_count })}</dd>
          </div>
          <div>
            <dt>{t('success.vouchers')}</dt>
            <dd>{t('success.vouchersValue', { count: user.data.non_active_lite_effect_count })}</dd>
          </div>
          <div>
            <dt>{t('success.storage')}</dt>
            <dd>{storageLabel(user.data.total_space) || formatFileSize(user.data.total_space)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('success.accountLoading')}</p>
      )}
    </section>
  );
}

export default PaymentSuccessPage;

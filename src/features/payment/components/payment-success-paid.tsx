/** /payment/success once union_order_state says paid: what was bought, for how much, the account now. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/queries/keys';
import { userInfoQueryOptions } from '@/api/queries/session';
import { getUnionDeductionOrder } from '@/api/services/order';
import { BusinessType, CommodityType, PurchaseMethod } from '@/shared/enums';
import { formatFileSize, formatPrice } from '@/shared/format';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { LinkButton } from '@/shared/ui/link-button';
import { isMaskedPhone } from '../model/pay-storage';
import { ORDERS_PATH } from '@/domain/paths';
import type { ProductSnapshot } from '@/domain/payment/pending-order';
import { SuccessMark } from './channel-logo';
import { storageLabel } from './package-card';
import type { Arrival } from '../model/arrival';
import styles from './payment-success-page.module.css';

export function Paid({ arrival }: { arrival: Arrival }) {
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
  const phone = isMaskedPhone(arrival.phone) ? arrival.phone : '';
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
        <LinkButton to={ORDERS_PATH} size="lg" variant="secondary">
          {t('success.packages')}
        </LinkButton>
      </div>
    </>
  );
}

/** False until `ms` have passed with `active` true. */
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

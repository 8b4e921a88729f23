import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/queries/keys';
import { getUnionDeductionOrder } from '@/api/services/order';
import { PurchaseMethod } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import type { ActiveOrder } from '../model/checkout-machine';
import type { ProductSnapshot } from '@/domain/payment/pending-order';
import styles from './purchase-dialogs.module.css';

/** The amount of an order, with the deduction of an upgrade or renewal. */
export function Amount({ order, product }: { order: ActiveOrder; product: ProductSnapshot }) {
  const { t } = useTranslation('payment');
  // Upgrades and renewals: the deduction as the server records it (union_deduction_order); the
  // Union-Order-Deduction header stands in until it answers, or if it fails.
  const withDeduction = product.purchase_method !== PurchaseMethod.Normal;
  const deduction = useQuery({
    queryKey: queryKeys.order.deduction(order.outTradeNo),
    queryFn: ({ signal }) => getUnionDeductionOrder(order.outTradeNo, { signal, silent: true }),
    enabled: withDeduction,
    retry: 0,
  });
  const deducted = deduction.data?.deduction ?? order.deduction;
  const amount = Math.max(0, product.price - deducted);
  return (
    <div className={styles.amount}>
      <span className={styles.amountLabel}>{t('qr.amount')}</span>
      <strong className={styles.amountValue}>
        {formatPrice(deducted === order.deduction ? order.amount : amount)}
      </strong>
      <span className={styles.amountExtra}>
        {deducted > 0 && (
          <span className={styles.deduction}>
            {t('qr.deduction', { price: formatPrice(deducted) })}
          </span>
        )}
        {product.original_price > product.price && (
          <s className={styles.struck}>{formatPrice(product.original_price)}</s>
        )}
      </span>
    </div>
  );
}

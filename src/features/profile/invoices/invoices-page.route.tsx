import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { orderListQueryOptions } from '@/api/queries/account';
import type { Order } from '@/api/types';
import { Flag } from '@/shared/enums';
import { formatDateTime, formatPrice } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notify';
import { Pagination } from '../pagination';
import { PAGE_SIZE, pageFromSearch } from '../paging';
import { ProfilePage } from '../profile-page';
import { QueryState } from '../query-state';
import { useLastPageRedirect } from '../use-last-page-redirect';
import { paymentHref } from '@/domain/paths';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { invoiceBlock, type InvoiceBlock } from './eligibility';
import { InvoiceDialog } from './invoice-dialog';
import base from '../profile.module.css';
import styles from './invoices.module.css';
import { ROUTES } from '@/domain/routes';

const TONE: Record<InvoiceBlock | 'invoiceable', string> = {
  invoiceable: 'success',
  invoiced: 'neutral',
  refunded: 'danger',
  refunding: 'warning',
  unpaid: 'neutral',
  free: 'neutral',
};

function OrderRow({
  order,
  checked,
  onToggle,
}: {
  order: Order;
  checked: boolean;
  onToggle: (order: Order, checked: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const id = useId();
  const block = invoiceBlock(order);
  const status = block ?? 'invoiceable';
  return (
    <li
      className={styles.row}
      data-blocked={block ? '' : undefined}
      data-checked={checked || undefined}
    >
      <span className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={block !== null}
          onChange={(event) => onToggle(order, event.target.checked)}
          aria-label={t('invoices.selectOrder', {
            no: `${order.product_name} ${order.out_trade_no}`,
          })}
          aria-describedby={`${id}-status`}
        />
      </span>
      <label htmlFor={id} className={styles.product}>
        <span className={styles.productName}>{order.product_name}</span>
        <span className={styles.tradeNo}>{order.out_trade_no}</span>
      </label>
      <span className={styles.paidAt}>{formatDateTime(order.paid_at)}</span>
      <span className={styles.amount}>{formatPrice(order.total_price)}</span>
      <span id={`${id}-status`} className={`${base.tag} ${styles.status}`} data-tone={TONE[status]}>
        {t(`invoices.status.${status}`)}
      </span>
    </li>
  );
}

/** /profile/invoices: paid orders (paged), each invoiceable or saying why not; apply for an e-invoice. */
function InvoicesPage() {
  const { t } = useTranslation('profile');
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const canBuy = usePaymentEntry().open;
  const orders = useQuery({
    ...orderListQueryOptions({ page, page_size: PAGE_SIZE, invoiceable: Flag.No }),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<ReadonlyMap<string, Order>>(new Map());
  const [dialogOpen, setDialogOpen] = useState(false);

  useLastPageRedirect(page, orders.isPlaceholderData ? undefined : orders.data?.total);

  const toggle = (order: Order, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(order.out_trade_no, order);
      else next.delete(order.out_trade_no);
      return next;
    });
  const chosen = [...selected.values()];
  const amount = chosen.reduce((sum, order) => sum + order.total_price, 0);

  return (
    <ProfilePage heading={t('invoices.heading')} lead={t('invoices.lead')}>
      <QueryState query={orders}>
        {(data) =>
          data.total === 0 ? (
            <div className={base.card}>
              <EmptyState
                message={t('invoices.empty')}
                action={
                  canBuy ? (
                    <LinkButton to={paymentHref()}>{t('invoices.goBuy')}</LinkButton>
                  ) : undefined
                }
              />
            </div>
          ) : (
            <section className={base.card} aria-label={t('invoices.tableLabel')}>
              <div className={styles.head} aria-hidden="true">
                <span />
                <span>{t('invoices.columns.product')}</span>
                <span>{t('invoices.columns.paidAt')}</span>
                <span className={styles.amount}>{t('invoices.columns.amount')}</span>
                <span className={styles.status}>{t('invoices.columns.status')}</span>
              </div>
              <ul className={styles.rows} aria-busy={orders.isFetching || undefined}>
                {data.list.map((order) => (
                  <OrderRow
                    key={order.out_trade_no}
                    order={order}
                    checked={selected.has(order.out_trade_no)}
                    onToggle={toggle}
                  />
                ))}
              </ul>
              <Pagination page={page} total={data.total} />
            </section>
          )
        }
      </QueryState>
      {orders.data && orders.data.total > 0 && (
        <div className={styles.bar}>
          <p className={styles.barText} aria-live="polite">
            {chosen.length > 0
              ? t('invoices.selected', { n: chosen.length, amount: formatPrice(amount) })
              : t('invoices.noneSelected')}
          </p>
          <Link className={styles.historyLink} to={ROUTES.profileInvoicingHistory.path}>
            {t('invoices.history')}
          </Link>
          <Button disabled={chosen.length === 0} onClick={() => setDialogOpen(true)}>
            {t('invoices.apply')}
          </Button>
        </div>
      )}
      <InvoiceDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        orders={chosen}
        onApplied={(email) => {
          setSelected(new Map());
          void notify(t('invoices.applied', { email }), 'success');
        }}
      />
    </ProfilePage>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { InvoicesPage as Component };

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { orderListQueryOptions } from '@/api/queries/account';
import type { Order } from '@/api/types';
import { paymentHref } from '@/domain/paths';
import type { OpenOrder, ResumeOrderState } from '@/domain/payment/open-orders';
import { Flag, OrderState, payChannelOf, RefundStatus, type PayChannel } from '@/shared/enums';
import { formatDateTime, formatPrice } from '@/shared/format';
import { safeReturnPath } from '@/shared/redirect';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { Pagination } from '../pagination';
import { PAGE_SIZE, pageFromSearch } from '../paging';
import { ProfilePage } from '../profile-page';
import { QueryState } from '../query-state';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { useLastPageRedirect } from '../use-last-page-redirect';
import { TradeNo } from './trade-no';
import { useOpenOrder } from './use-open-order';
import base from '../profile.module.css';
import styles from './orders.module.css';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const STATE: Record<OrderState, { key: 'waiting' | 'paid' | 'closed' | 'failed'; tone: Tone }> = {
  [OrderState.Waiting]: { key: 'waiting', tone: 'warning' },
  [OrderState.Paid]: { key: 'paid', tone: 'success' },
  [OrderState.Closed]: { key: 'closed', tone: 'neutral' },
  [OrderState.Failed]: { key: 'failed', tone: 'danger' },
};

/** Only a refund that happened (or is under way) is worth a tag; NotProcessed says nothing. */
const REFUND: Partial<
  Record<RefundStatus, { key: 'refunded' | 'refunding' | 'refundFailed'; tone: Tone }>
> = {
  [RefundStatus.Refunded]: { key: 'refunded', tone: 'neutral' },
  [RefundStatus.Refunding]: { key: 'refunding', tone: 'warning' },
  [RefundStatus.RefundFailed]: { key: 'refundFailed', tone: 'danger' },
};

/** Where 继续支付 goes: the payment page the purchase started on, which resumes its record. */
const resumeHref = (record: OpenOrder) => safeReturnPath(record.returnPath, paymentHref());

function ChannelName({ channel }: { channel: PayChannel | null }) {
  const { t } = useTranslation(['profile', 'payment']);
  return <>{channel ? t(`payment:channel.${channel}`) : t('orders.otherChannel')}</>;
}

function StatusTags({ order }: { order: Pick<Order, 'state' | 'refund_status'> }) {
  const { t } = useTranslation('profile');
  const state = STATE[order.state];
  const refund = REFUND[order.refund_status];
  return (
    <span className={styles.tags}>
      {state && (
        <span className={base.tag} data-tone={state.tone}>
          {t(`orders.state.${state.key}`)}
        </span>
      )}
      {refund && (
        <span className={base.tag} data-tone={refund.tone}>
          {t(`orders.refund.${refund.key}`)}
        </span>
      )}
    </span>
  );
}

function OrderRow({ order, open }: { order: Order; open: OpenOrder | null }) {
  const { t } = useTranslation('profile');
  const resumable =
    order.state === OrderState.Waiting && open?.outTradeNo === order.out_trade_no ? open : null;
  return (
    <li className={styles.row}>
      <span className={styles.productName}>{order.product_name}</span>
      <TradeNo no={order.out_trade_no} />
      <span className={styles.meta}>
        <span className={styles.paidAt}>
          {formatDateTime(order.paid_at) || t('orders.notPaid')}
        </span>
        <span className={styles.channel}>
          <ChannelName channel={payChannelOf(order.pay_type)} />
        </span>
      </span>
      <span className={styles.amount}>{formatPrice(order.total_price)}</span>
      <span className={styles.status}>
        <StatusTags order={order} />
        {resumable && (
          <LinkButton
            to={resumeHref(resumable)}
            state={{ resumeOrder: resumable.outTradeNo } satisfies ResumeOrderState}
            size="sm"
            className={styles.resume}
            aria-label={t('orders.resumeLabel', { no: order.out_trade_no })}
          >
            {t('orders.resume')}
          </LinkButton>
        )}
      </span>
    </li>
  );
}

/**
 * This device's purchase that is still open (the list answers paid and failed orders, and has no
 * pay deadline): its product, amount, deadline and 继续支付, back to the checkout, which resumes it.
 */
function OpenOrderCard({ record }: { record: OpenOrder }) {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.open} aria-labelledby="open-order-title">
      <div className={styles.openText}>
        <h2 id="open-order-title" className={styles.openTitle}>
          {t('orders.pending.title')}
        </h2>
        <p className={styles.openProduct}>
          <span className={styles.productName}>{record.product.name}</span>
          <span className={styles.openAmount}>{formatPrice(record.amount)}</span>
          <span className={styles.channel}>
            <ChannelName channel={record.channel} />
          </span>
        </p>
        <TradeNo no={record.outTradeNo} />
        <p className={styles.deadline}>
          {t('orders.pending.deadline', { time: formatDateTime(record.expiresAt / 1000) })}
        </p>
      </div>
      <LinkButton
        to={resumeHref(record)}
        state={{ resumeOrder: record.outTradeNo } satisfies ResumeOrderState}
        className={styles.openAction}
        aria-label={t('orders.resumeLabel', { no: record.outTradeNo })}
      >
        {t('orders.resume')}
      </LinkButton>
    </section>
  );
}

/**
 * /profile/orders: every order (paged, newest first) with its number to copy, product, amount,
 * channel, state and refund status; this device's open purchase offers 继续支付.
 */
function OrdersPage() {
  const { t } = useTranslation('profile');
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const canBuy = usePaymentEntry().open;
  const open = useOpenOrder();
  // The same query as the invoices page (invoiceable=0 is the whole list): one cache for both.
  const orders = useQuery({
    ...orderListQueryOptions({ page, page_size: PAGE_SIZE, invoiceable: Flag.No }),
    placeholderData: keepPreviousData,
  });
  useLastPageRedirect(page, orders.isPlaceholderData ? undefined : orders.data?.total);

  // The open order gets its own card unless the list shows it (a server that lists waiting ones),
  // or already knows it as paid or closed.
  const listed = orders.data?.list.some((o) => o.out_trade_no === open?.outTradeNo);
  const openCard = open && !orders.isPending && !listed ? open : null;

  return (
    <ProfilePage heading={t('orders.heading')} lead={t('orders.lead')}>
      {openCard && <OpenOrderCard record={openCard} />}
      <QueryState query={orders}>
        {(data) =>
          data.total === 0 ? (
            <div className={base.card}>
              <EmptyState
                message={t('orders.empty')}
                action={
                  canBuy ? (
                    <LinkButton to={paymentHref()}>{t('orders.goBuy')}</LinkButton>
                  ) : undefined
                }
              />
            </div>
          ) : (
            <section className={base.card} aria-label={t('orders.tableLabel')}>
              <div className={styles.head} aria-hidden="true">
                <span>{t('orders.columns.product')}</span>
                <span>{t('orders.columns.paidAt')}</span>
                <span>{t('orders.columns.channel')}</span>
                <span className={styles.amount}>{t('orders.columns.amount')}</span>
                <span className={styles.status}>{t('orders.columns.status')}</span>
              </div>
              <ul className={styles.rows} aria-busy={orders.isFetching || undefined}>
                {data.list.map((order) => (
                  <OrderRow key={order.out_trade_no} order={order} open={open} />
                ))}
              </ul>
              <Pagination page={page} total={data.total} />
            </section>
          )
        }
      </QueryState>
    </ProfilePage>
  );
}

/** The route module (React Router's lazy route convention): the page. */
export { OrdersPage as Component };

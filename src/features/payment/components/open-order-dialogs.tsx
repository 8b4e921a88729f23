/**
 * The questions about an order that may still be paid: closing its dialog (已完成支付 / 遇到问题 /
 * 放弃支付), and 立即购买 while the account has an order of the same package (继续支付 / 重新下单).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDERS_PATH } from '@/domain/paths';
import { ROUTES } from '@/domain/routes';
import { copyText } from '@/shared/clipboard';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import { useNow } from '../use-now';
import type { ActiveOrder, CheckoutState } from '../model/checkout-machine';
import { formatMinutes } from '../model/promotion';
import type { Checkout } from '../use-checkout';
import { ChannelHead, OrderFacts } from './order-facts';
import styles from './purchase-dialogs.module.css';

type Asking = Extract<CheckoutState, { kind: 'awaiting' }> & {
  question: NonNullable<Extract<CheckoutState, { kind: 'awaiting' }>['question']>;
};

/** Closing an order's dialog while it may be paid on the phone asks first; the order stays watched. */
export function LeaveQuestionDialog({ state, checkout }: { state: Asking; checkout: Checkout }) {
  const { t } = useTranslation('payment');
  const { order, question } = state;
  const { poll } = checkout;
  const checking = Boolean(question.checked) && poll.polls === 0;
  const notFound = Boolean(question.checked) && poll.polls > 0;
  const help = question.view === 'help';
  const copy = () =>
    void copyText(order.outTradeNo).then((ok) =>
      notify(t(ok ? 'leave.copied' : 'leave.copyFailed'), ok ? 'success' : 'warning'),
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && checkout.close()}
      title={help ? t('leave.helpTitle') : notFound ? t('leave.notFound') : t('leave.title')}
      width={440}
      closeOnOverlayClick={false}
      className={styles.sheet}
    >
      <div className={styles.pay} data-channel={order.channel}>
        <ChannelHead channel={order.channel} />
        <p className={styles.resumeNote}>
          {help ? t('leave.helpHint') : notFound ? t('leave.notFoundHint') : t('leave.hint')}
        </p>
        <OrderFacts order={order} />
        <p className={styles.payStatus} role="status">
          {checking ? (
            <>
              <Spinner size={14} /> {t('leave.checking')}
            </>
          ) : poll.status === 'paused' ? (
            t('qr.offline')
          ) : (
            ''
          )}
        </p>
        {help ? (
          <div className={styles.resumeActions}>
            <Button size="lg" block onClick={copy}>
              {t('leave.copy')}
            </Button>
            <Button size="lg" block variant="secondary" onClick={checkout.backToOrder}>
              {t('leave.back')}
            </Button>
            <Link className={styles.quietLink} to={ROUTES.help.path}>
              {t('leave.helpCenter')}
            </Link>
          </div>
        ) : (
          <div className={styles.resumeActions}>
            <Button size="lg" block loading={checking} onClick={checkout.check}>
              {t('leave.paid')}
            </Button>
            {notFound && (
              <Link className={styles.quietLink} to={ORDERS_PATH}>
                {t('leave.orders')}
              </Link>
            )}
            <div className={styles.pairActions}>
              <Button size="lg" block variant="secondary" onClick={checkout.help}>
                {t('leave.problem')}
              </Button>
              <Button size="lg" block variant="secondary" onClick={checkout.abandon}>
                {t('leave.abandon')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}

type OpenOrderState = Extract<CheckoutState, { kind: 'open-order' }>;

/** 立即购买 on a package the account already has an open order of: no second order without a word. */
export function OpenOrderDialog({
  state,
  checkout,
}: {
  state: OpenOrderState;
  checkout: Checkout;
}) {
  const { t } = useTranslation('payment');
  const { order } = state;
  const now = useNow(!state.confirming);
  const left = formatMinutes(Math.max(0, (order.expiresAt - now) / 1000));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && checkout.close()}
      title={state.confirming ? t('open.confirmTitle') : t('open.title')}
      width={440}
      className={styles.sheet}
    >
      <div className={styles.pay} data-channel={order.channel}>
        <ChannelHead channel={order.channel} />
        <p className={styles.resumeNote}>
          {state.confirming ? t('open.confirmHint') : t('open.hint', { time: left })}
        </p>
        <OrderFacts order={order} />
        {state.confirming ? (
          // The confirmation is not where 重新下单 was: a double press on it lands on 继续支付.
          <div className={styles.resumeActions} key="confirm">
            <Button size="lg" block variant="secondary" onClick={checkout.confirmReorder}>
              {t('open.confirm')}
            </Button>
            <Button size="lg" block onClick={checkout.continueOrder}>
              {t('open.continue')}
            </Button>
          </div>
        ) : (
          <div className={styles.resumeActions} key="ask">
            <Button size="lg" block onClick={checkout.continueOrder}>
              {t('open.continue')}
            </Button>
            <Button size="lg" block variant="secondary" onClick={checkout.reorder}>
              {t('open.reorder')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

/** In the checkout of another package: a short note that an order is still open, and a way to it. */
export function OtherOpenNote({ order, checkout }: { order: ActiveOrder; checkout: Checkout }) {
  const { t } = useTranslation('payment');
  return (
    <p className={styles.otherOpen} role="note">
      <span>{t('open.other', { name: order.product.name })}</span>
      <button
        type="button"
        className={styles.otherOpenAction}
        onClick={() => checkout.continueOther(order)}
      >
        {t('open.otherAction')}
      </button>
    </p>
  );
}

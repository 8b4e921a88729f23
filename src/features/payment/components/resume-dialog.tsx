/**
 * The cashier's questions when the page cannot know by itself: back from a provider's page
 * (Alipay, WeChat H5) with the order not yet paid, an order that ended there, or an order call
 * whose answer never came (unknown).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useNow } from '../use-now';
import type { CheckoutState } from '../model/checkout-machine';
import { formatMinutes } from '../model/promotion';
import type { Checkout } from '../use-checkout';
import { ChannelHead, OrderFacts } from './order-facts';
import styles from './purchase-dialogs.module.css';

export type ResumeDialogState = Extract<CheckoutState, { kind: 'awaiting' | 'ended' }>;

/** Back from the provider: 已完成支付 checks now, 重新选择 starts over; the order is polled meanwhile. */
export function ResumeDialog({
  state,
  checkout,
}: {
  state: ResumeDialogState;
  checkout: Checkout;
}) {
  const { t } = useTranslation('payment');
  const { order } = state;
  const open = state.kind === 'awaiting';
  const now = useNow(open);
  const { poll } = checkout;
  const checking = open && state.checks > 0 && poll.polls === 0;
  const notYet = open && state.checks > 0 && poll.polls > 0;
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && checkout.close()}
      title={open ? t('resume.title') : t(`resume.ended.${state.reason}`)}
      width={440}
      closeOnOverlayClick={false}
      className={styles.sheet}
    >
      <div className={styles.pay} data-channel={order.channel}>
        <ChannelHead channel={order.channel} />
        <p className={styles.resumeNote}>
          {open
            ? t('resume.unpaid', {
                channel: t(`channel.${order.channel}`),
                time: formatMinutes(Math.max(0, (order.expiresAt - now) / 1000)),
              })
            : t('resume.endedHint')}
        </p>
        <OrderFacts order={order} />
        <p className={styles.payStatus} role="status">
          {checking ? (
            <>
              <Spinner size={14} /> {t('resume.checking')}
            </>
          ) : notYet ? (
            t('resume.notYet')
          ) : poll.status === 'paused' ? (
            t('qr.offline')
          ) : (
            ''
          )}
        </p>
        <div className={styles.resumeActions}>
          {open ? (
            <Button size="lg" block loading={checking} onClick={checkout.check}>
              {t('resume.paid')}
            </Button>
          ) : (
            <Button size="lg" block onClick={checkout.renew}>
              {t('qr.retry')}
            </Button>
          )}
          <Button size="lg" block variant="secondary" onClick={checkout.startOver}>
            {t('resume.choose')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The order call got no answer: an order may exist. Continue it (same intent) or start over. */
export function UnknownOrderDialog({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('payment');
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && checkout.close()}
      title={t('unknown.title')}
      width={440}
      closeOnOverlayClick={false}
      className={styles.sheet}
    >
      <div className={styles.pay}>
        <p className={styles.resumeNote} role="alert">
          {t('unknown.hint')}
        </p>
        <div className={styles.resumeActions}>
          <Button size="lg" block onClick={checkout.retry}>
            {t('unknown.retry')}
          </Button>
          <Button size="lg" block variant="secondary" onClick={checkout.startOver}>
            {t('resume.choose')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The order being paid in the page: a QR to scan, or WeChat Pay opened over it (JSAPI). States
 * awaiting, ended (expired / closed / failed: 刷新二维码 or 重新支付), creating its replacement,
 * and paid (for the moment before the success page).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useNow } from '../use-now';
import type { OrderEndReason } from '@/shared/enums';
import type { ActiveOrder, CheckoutState } from '../model/checkout-machine';
import { UNSTABLE_AFTER_ERRORS, type PollSnapshot } from '../model/order-poller';
import { formatMinutes } from '../model/promotion';
import type { Checkout } from '../use-checkout';
import { ShieldIcon } from './channel-logo';
import { ChannelHead } from './order-facts';
import { Amount } from './order-amount';
import styles from './purchase-dialogs.module.css';

export type PayDialogState = Extract<CheckoutState, { kind: 'awaiting' | 'ended' | 'paid' }>;

/** Seconds before the end when a closed order is shown as an expired QR (the server closed it). */
const EXPIRY_SLACK_MS = 10_000;

export function PayDialog({
  state,
  order,
  renewing,
  checkout,
  onPhone = false,
}: {
  state: PayDialogState;
  order: ActiveOrder;
  /** A new order for this one is being made. */
  renewing: boolean;
  checkout: Checkout;
  /** On a phone a QR on the same screen cannot be scanned: it is saved and read from the album. */
  onPhone?: boolean;
}) {
  const { t } = useTranslation('payment');
  const waiting = state.kind === 'awaiting' && !renewing;
  const now = useNow(waiting);
  const left = Math.max(0, (order.expiresAt - now) / 1000);
  const ended = endedAs(state, order, now);
  const paid = state.kind === 'paid';
  const title = order.mode === 'qr' ? t(`qr.title.${order.channel}`) : t('jsapi.title');
  const again = ended
    ? { label: ended === 'expired' ? t('qr.refresh') : t('qr.retry'), run: checkout.renew }
    : { label: t('qr.retry'), run: checkout.payAgainInWechat };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && checkout.close()}
      title={title}
      width={440}
      className={`${styles.payDialog} ${styles.sheet}`}
    >
      <div className={styles.pay} data-channel={order.channel}>
        <ChannelHead channel={order.channel} />
        <Amount order={order} product={state.product} />

        {order.mode === 'qr' ? (
          <div className={styles.qrBox} data-dim={ended || paid || undefined}>
            <img className={styles.qr} src={order.qr} alt={t('qr.alt')} width={200} height={200} />
            {ended && (
              <div className={styles.qrOverlay}>
                <p className={styles.qrOverlayText}>{t(`qr.${ended}`)}</p>
                <Button size="md" loading={renewing} onClick={again.run}>
                  {again.label}
                </Button>
              </div>
            )}
            {paid && (
              <div className={styles.qrOverlay}>
                <p className={styles.qrPaid}>{t('qr.paid')}</p>
              </div>
            )}
          </div>
        ) : (
          <div className={styles.jsapiBox}>
            {state.kind === 'awaiting' && state.jsapi === 'waiting' ? (
              <Spinner size={28} />
            ) : (
              !paid && (
                <Button size="md" loading={renewing} onClick={again.run}>
                  {again.label}
                </Button>
              )
            )}
          </div>
        )}

        {waiting && onPhone && order.mode === 'qr' && order.qr && (
          <div className={styles.saveQr}>
            <p className={styles.saveQrHint}>
              {t('qr.phoneHint', { channel: t(`channel.${order.channel}`) })}
            </p>
            <a className={styles.saveQrLink} href={order.qr} download={t('qr.saveName')}>
              {t('qr.save')}
            </a>
          </div>
        )}
        {waiting && (
          <p className={styles.countdown} role="timer" aria-live="off">
            {t('qr.expiresIn', { time: formatMinutes(left) })}
          </p>
        )}
        <p className={styles.payStatus} role="status">
          {statusText(state, order, ended, checkout.poll, t)}
        </p>
        {waiting && order.mode === 'qr' && (
          <p className={styles.waiting}>
            <Spinner size={14} />
            {t('qr.waiting')}
          </p>
        )}

        <dl className={styles.payMeta}>
          <div>
            <dt>{t('qr.product')}</dt>
            <dd>{state.product.name}</dd>
          </div>
          <div>
            <dt>{t('qr.orderNo')}</dt>
            <dd className={styles.mono}>{order.outTradeNo}</dd>
          </div>
        </dl>
        <p className={styles.secure}>
          <ShieldIcon size={14} />
          {t('qr.secure', { channel: t(`channel.${order.channel}`) })}
        </p>
      </div>
    </Dialog>
  );
}

/** How an ended order is shown: a closed order near its end reads as expired (the server closed it). */
function endedAs(
  state: PayDialogState,
  order: ActiveOrder,
  now: number,
): OrderEndReason | undefined {
  if (state.kind !== 'ended') return undefined;
  if (state.reason === 'closed' && order.expiresAt - now <= EXPIRY_SLACK_MS) return 'expired';
  return state.reason;
}

type T = ReturnType<typeof useTranslation<'payment'>>['t'];

function statusText(
  state: PayDialogState,
  order: ActiveOrder,
  ended: OrderEndReason | undefined,
  poll: PollSnapshot,
  t: T,
): string {
  if (state.kind === 'paid') return t('qr.paid');
  if (ended === 'expired') return t('qr.expiredHint');
  if (ended) return t(`qr.${ended}`);
  if (poll.status === 'paused') return t('qr.offline');
  if (poll.consecutiveErrors >= UNSTABLE_AFTER_ERRORS) return t('qr.unstable');
  if (order.mode === 'qr') return t(`qr.scan.${order.channel}`);
  const note = state.kind === 'awaiting' ? state.jsapi : undefined;
  if (note === 'no-bridge') return t('jsapi.noBridge');
  if (note === 'cancel') return t('jsapi.cancelled');
  if (note === 'fail') return t('jsapi.failed');
  return t('jsapi.waiting');
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { queryKeys } from '@/api/queries';
import { getUnionDeductionOrder } from '@/api/services/order';
import type { Package } from '@/api/types';
import { PurchaseMethod, type PayChannel } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { LinkButton } from '@/shared/ui/link-button';
import { Spinner } from '@/shared/ui/spinner';
import { useNow, useOrderPolling } from '../hooks';
import type { PayEnvironment } from '../model/channels';
import type { OrderErrorView } from '../model/order-errors';
import type { ProductSnapshot } from '../model/pending-order';
import { formatMinutes } from '../model/promotion';
import type { ActiveOrder, PurchaseState, usePurchase } from '../use-purchase';
import { ChannelLogo, ShieldIcon } from './channel-logo';
import styles from './purchase-dialogs.module.css';

type Purchase = ReturnType<typeof usePurchase>;

export interface PurchaseDialogsProps {
  purchase: Purchase;
  channels: PayChannel[];
  env: PayEnvironment;
}

export default function PurchaseDialogs({ purchase, channels, env }: PurchaseDialogsProps) {
  const { state } = purchase;
  if (state.phase === 'checkout') {
    return <CheckoutDialog state={state} purchase={purchase} channels={channels} env={env} />;
  }
  if (state.phase === 'paying') return <PayDialog state={state} purchase={purchase} />;
  return null;
}

const METHOD_KEY = {
  [PurchaseMethod.Normal]: 'normal',
  [PurchaseMethod.Upgrade]: 'upgrade',
  [PurchaseMethod.Renewal]: 'renewal',
  [PurchaseMethod.None]: 'normal',
} as const;

const readAgreed = () => local.getString(LOCAL_KEYS.agreePurchaseAgreement) === '1';

function CheckoutDialog({
  state,
  purchase,
  channels,
  env,
}: {
  state: Extract<PurchaseState, { phase: 'checkout' }>;
  purchase: Purchase;
  channels: PayChannel[];
  env: PayEnvironment;
}) {
  const { t } = useTranslation('payment');
  const { product } = state;
  const [channel, setChannel] = useState<PayChannel | undefined>(channels[0]);
  const [agreed, setAgreed] = useState(readAgreed);
  const [agreeError, setAgreeError] = useState(false);
  const agreeRef = useRef<HTMLInputElement>(null);
  const ids = { channels: useId(), agree: useId(), agreeError: useId(), amount: useId() };
  const busy = state.creating || state.redirecting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !channel) return;
    if (!agreed) {
      setAgreeError(true);
      agreeRef.current?.focus();
      return;
    }
    purchase.pay(channel);
  };

  const onAgree = (checked: boolean) => {
    setAgreed(checked);
    setAgreeError(false);
    // Remembered once agreed (DESIGN.md copy deck); unticking forgets it again.
    if (checked) local.setString(LOCAL_KEYS.agreePurchaseAgreement, '1');
    else local.remove(LOCAL_KEYS.agreePurchaseAgreement);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && purchase.close()}
      title={t('checkout.title')}
      width={480}
      closeOnOverlayClick={!busy}
      className={styles.sheet}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <ProductSummary product={product} />

        <fieldset className={styles.channels} aria-describedby={ids.channels}>
          <legend className={styles.legend}>{t('checkout.channels')}</legend>
          {channels.length === 0 ? (
            <p className={styles.warn} id={ids.channels}>
              {t('checkout.noChannel')}
            </p>
          ) : (
            channels.map((c) => (
              <ChannelOption key={c} channel={c} checked={channel === c} onSelect={setChannel} />
            ))
          )}
          {env === 'wechat' && (
            <p className={styles.hint} id={ids.channels}>
              {t('checkout.alipayInWechat')}
            </p>
          )}
        </fieldset>

        {state.error && (
          <OrderError
            error={state.error}
            purchase={purchase}
            onRetry={() => channel && purchase.pay(channel)}
          />
        )}
        {state.notice && (
          <p className={styles.errorBox} role="alert">
            {t(state.notice === 'jsapi-unavailable' ? 'jsapi.unavailable' : 'jsapi.authFailed')}
          </p>
        )}

        <div className={styles.agree} data-invalid={agreeError || undefined}>
          <input
            ref={agreeRef}
            id={ids.agree}
            type="checkbox"
            className={styles.checkbox}
            checked={agreed}
            aria-invalid={agreeError || undefined}
            aria-describedby={agreeError ? ids.agreeError : undefined}
            onChange={(e) => onAgree(e.currentTarget.checked)}
          />
          <label htmlFor={ids.agree} className={styles.agreeLabel}>
            {t('checkout.agreePrefix')}
            <Link to="/agreement/user" target="_blank" rel="noopener">
              {t('checkout.agreeUser')}
            </Link>
            {t('checkout.agreeJoin')}
            <Link to="/agreement/privacy" target="_blank" rel="noopener">
              {t('checkout.agreePrivacy')}
            </Link>
          </label>
        </div>
        {agreeError && (
          <p id={ids.agreeError} className={styles.fieldError} role="alert">
            {t('checkout.agreeRequired')}
          </p>
        )}

        <div className={styles.payBar}>
          <div className={styles.payAmount} id={ids.amount}>
            <span className={styles.payLabel}>{t('checkout.payable')}</span>
            <strong className={styles.payPrice}>{formatPrice(product.price)}</strong>
            {product.original_price > product.price && (
              <s className={styles.struck}>{formatPrice(product.original_price)}</s>
            )}
          </div>
          <Button
            type="submit"
            size="lg"
            className={styles.payButton}
            loading={busy}
            disabled={!channel}
            aria-describedby={ids.amount}
          >
            {t('checkout.pay')}
          </Button>
        </div>
        <p className={styles.status} role="status">
          {state.redirecting
            ? t('checkout.redirecting')
            : state.creating
              ? t('checkout.creating')
              : ''}
        </p>
      </form>
    </Dialog>
  );
}

function ProductSummary({ product }: { product: Package }) {
  const { t } = useTranslation('payment');
  const method = METHOD_KEY[product.purchase_method] ?? 'normal';
  return (
    <div className={styles.summary}>
      <div className={styles.summaryHead}>
        <strong className={styles.summaryName}>{product.name}</strong>
        <span className={styles.summaryPrice}>{formatPrice(product.price)}</span>
      </div>
      <dl className={styles.summaryList}>
        <div>
          <dt>{t('checkout.validity')}</dt>
          <dd>{t('checkout.validityValue')}</dd>
        </div>
        <div>
          <dt>{t('checkout.method')}</dt>
          <dd>{t(`checkout.methods.${method}`)}</dd>
        </div>
      </dl>
      {product.purchase_method === PurchaseMethod.Upgrade && (
        <p className={styles.summaryNote}>{t('checkout.upgradeNote')}</p>
      )}
    </div>
  );
}

function ChannelOption({
  channel,
  checked,
  onSelect,
}: {
  channel: PayChannel;
  checked: boolean;
  onSelect: (channel: PayChannel) => void;
}) {
  const { t } = useTranslation('payment');
  const nameId = useId();
  const hintId = useId();
  return (
    <label className={styles.channel} data-channel={channel} data-checked={checked || undefined}>
      <input
        type="radio"
        name="pay-channel"
        value={channel}
        checked={checked}
        className={styles.radio}
        aria-labelledby={nameId}
        aria-describedby={hintId}
        onChange={() => onSelect(channel)}
      />
      <ChannelLogo channel={channel} />
      <span className={styles.channelText}>
        <span id={nameId} className={styles.channelName}>
          {t(`channel.${channel}`)}
        </span>
        <span id={hintId} className={styles.channelHint}>
          {t(`checkout.channelHint.${channel}`)}
        </span>
      </span>
      <span className={styles.radioMark} aria-hidden="true" />
    </label>
  );
}

function OrderError({
  error,
  purchase,
  onRetry,
}: {
  error: OrderErrorView;
  purchase: Purchase;
  onRetry: () => void;
}) {
  const { t } = useTranslation('payment');
  const title = t(`errors.${error.kind}.title`);
  const action = t(`errors.${error.kind}.action`);
  return (
    <div className={styles.errorBox} role="alert">
      <p className={styles.errorTitle}>{title}</p>
      <p className={styles.errorHint}>{t(`errors.${error.kind}.hint`)}</p>
      {error.detail && error.detail !== title && (
        <p className={styles.errorDetail}>{error.detail}</p>
      )}
      <div className={styles.errorActions}>
        {error.action === 'refresh' && (
          <Button size="sm" variant="secondary" onClick={() => void purchase.refreshCheckout()}>
            {action}
          </Button>
        )}
        {error.action === 'retry' && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {action}
          </Button>
        )}
        {error.action === 'choose' && (
          <Button size="sm" variant="secondary" onClick={purchase.close}>
            {action}
          </Button>
        )}
        {error.action === 'contact' && (
          <LinkButton size="sm" variant="secondary" to="/help">
            {action}
          </LinkButton>
        )}
        {error.action === 'packages' && (
          <LinkButton size="sm" variant="secondary" to="/profile/packages">
            {action}
          </LinkButton>
        )}
      </div>
    </div>
  );
}

/** Seconds before the end when a closed order is shown as an expired QR (the server closed it). */
const EXPIRY_SLACK_MS = 10_000;

function PayDialog({
  state,
  purchase,
}: {
  state: Extract<PurchaseState, { phase: 'paying' }>;
  purchase: Purchase;
}) {
  const { t } = useTranslation('payment');
  const { order } = state;
  const poll = useOrderPolling(order.outTradeNo, order.expiresAt);
  const running = poll.status === 'polling' || poll.status === 'paused' || poll.status === 'idle';
  const now = useNow(running);
  const left = Math.max(0, (order.expiresAt - now) / 1000);
  const { onPaid } = purchase;

  useEffect(() => {
    if (poll.status === 'paid') void onPaid(order);
  }, [poll.status, onPaid, order]);

  const expired =
    poll.status === 'expired' ||
    (poll.status === 'closed' && order.expiresAt - now <= EXPIRY_SLACK_MS);
  const closed = poll.status === 'closed' && !expired;
  const failed = poll.status === 'failed';
  const title = order.mode === 'qr' ? t(`qr.title.${order.channel}`) : t('jsapi.title');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && purchase.close()}
      title={title}
      width={440}
      closeOnOverlayClick={false}
      className={`${styles.payDialog} ${styles.sheet}`}
    >
      <div className={styles.pay} data-channel={order.channel}>
        <div className={styles.payHead}>
          <ChannelLogo channel={order.channel} size={24} />
          <span>{t(`channel.${order.channel}`)}</span>
        </div>
        <Amount order={order} product={state.product} />

        {order.mode === 'qr' ? (
          <div
            className={styles.qrBox}
            data-dim={expired || closed || failed || poll.status === 'paid' || undefined}
          >
            <img className={styles.qr} src={order.qr} alt={t('qr.alt')} width={200} height={200} />
            {(expired || closed || failed) && (
              <div className={styles.qrOverlay}>
                <p className={styles.qrOverlayText}>
                  {expired ? t('qr.expired') : closed ? t('qr.closed') : t('qr.failed')}
                </p>
                <Button size="md" loading={state.creating} onClick={purchase.renew}>
                  {expired ? t('qr.refresh') : t('qr.retry')}
                </Button>
              </div>
            )}
            {poll.status === 'paid' && (
              <div className={styles.qrOverlay}>
                <p className={styles.qrPaid}>{t('qr.paid')}</p>
              </div>
            )}
          </div>
        ) : (
          <div className={styles.jsapiBox}>
            {order.jsapi === 'waiting' || order.jsapi === undefined ? (
              <Spinner size={28} />
            ) : (
              <Button size="md" loading={state.creating} onClick={purchase.renew}>
                {t('qr.retry')}
              </Button>
            )}
          </div>
        )}

        {running && (
          <p className={styles.countdown} role="timer" aria-live="off">
            {t('qr.expiresIn', { time: formatMinutes(left) })}
          </p>
        )}
        <p className={styles.payStatus} role="status">
          {poll.status === 'paid'
            ? t('qr.paid')
            : poll.status === 'paused'
              ? t('qr.offline')
              : poll.consecutiveErrors >= 2 && running
                ? t('qr.unstable')
                : expired
                  ? t('qr.expiredHint')
                  : closed
                    ? t('qr.closed')
                    : failed
                      ? t('qr.failed')
                      : order.mode === 'jsapi'
                        ? jsapiText(order, t)
                        : t(`qr.scan.${order.channel}`)}
        </p>
        {running && order.mode === 'qr' && (
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

function jsapiText(
  order: ActiveOrder,
  t: (key: 'jsapi.waiting' | 'jsapi.noBridge' | 'jsapi.cancelled') => string,
) {
  if (order.jsapi === 'no-bridge') return t('jsapi.noBridge');
  if (order.jsapi === 'cancel' || order.jsapi === 'fail') return t('jsapi.cancelled');
  return t('jsapi.waiting');
}

function Amount({ order, product }: { order: ActiveOrder; product: Package | ProductSnapshot }) {
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

/** 确认订单: the package, the channel, the agreement, 立即支付 (states confirming … creating). */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayChannel } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import { hasAcceptedPurchaseTerms, rememberPurchaseTerms } from '@/domain/account/purchase-consent';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import type { PayEnvironment } from '../model/channels';
import type { CheckoutState } from '../model/checkout-machine';
import type { Checkout } from '../use-checkout';
import { ChannelOption, OrderError, ProductSummary } from './checkout-parts';
import { OtherOpenNote } from './open-order-dialogs';
import styles from './purchase-dialogs.module.css';
import { ROUTES } from '@/domain/routes';
import { track } from '@/shared/events/track';

/** The states this dialog shows: choosing, and the order being made or the browser leaving. */
export type CheckoutDialogState = Extract<
  CheckoutState,
  { kind: 'confirming' | 'creating' | 'authorizing' | 'awaiting' }
>;

export function CheckoutDialog({
  state,
  checkout,
  channels,
  env,
}: {
  state: CheckoutDialogState;
  checkout: Checkout;
  channels: PayChannel[];
  env: PayEnvironment;
}) {
  const { t } = useTranslation('payment');
  const { product } = state;
  const chosen = state.kind === 'creating' ? state.intent.channel : undefined;
  const [channel, setChannel] = useState<PayChannel | undefined>(chosen ?? channels[0]);
  const { account } = checkout;
  const [agreed, setAgreed] = useState(() => hasAcceptedPurchaseTerms(account));
  const [agreeError, setAgreeError] = useState(false);
  const agreeRef = useRef<HTMLInputElement>(null);
  const ids = {
    legend: useId(),
    channels: useId(),
    agree: useId(),
    agreeError: useId(),
    amount: useId(),
  };
  const redirecting = state.kind === 'awaiting' || state.kind === 'authorizing';
  const creating = state.kind === 'creating' || (state.kind === 'confirming' && !!state.refreshing);
  const busy = creating || redirecting;
  const error = state.kind === 'confirming' ? state.error : undefined;
  const notice = state.kind === 'confirming' ? state.notice : undefined;
  const otherOpen = state.kind === 'confirming' ? state.otherOpen : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !channel) return;
    if (!agreed) {
      setAgreeError(true);
      agreeRef.current?.focus();
      track({ event: 'pay_agreement_prompt', properties: { product_id: product.id, channel } });
      return;
    }
    checkout.pay(channel);
  };

  const choose = (next: PayChannel) => {
    setChannel(next);
    track({ event: 'pay_channel_choose', properties: { product_id: product.id, channel: next } });
  };

  const onAgree = (checked: boolean) => {
    setAgreed(checked);
    setAgreeError(false);
    // Remembered for this account once agreed; unticking forgets it again.
    rememberPurchaseTerms(account, checked);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && checkout.close()}
      title={t('checkout.title')}
      width={480}
      closeOnOverlayClick={!busy}
      className={styles.sheet}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <ProductSummary product={product} />
        {otherOpen && <OtherOpenNote order={otherOpen} checkout={checkout} />}

        {/* A radio group, not a fieldset: WebKit lays a fieldset out with its legend's height
            counted twice until focus moves, and the pay button then jumps under a pressed pointer
            (docs/decisions/0011-browser-engines.md). */}
        <div
          role="radiogroup"
          className={styles.channels}
          aria-labelledby={ids.legend}
          aria-describedby={ids.channels}
        >
          <p id={ids.legend} className={styles.legend}>
            {t('checkout.channels')}
          </p>
          {channels.length === 0 ? (
            <p className={styles.warn} id={ids.channels}>
              {t('checkout.noChannel')}
            </p>
          ) : (
            channels.map((c) => (
              <ChannelOption key={c} channel={c} checked={channel === c} onSelect={choose} />
            ))
          )}
          {env === 'wechat' && (
            <p className={styles.hint} id={ids.channels}>
              {t('checkout.alipayInWechat')}
            </p>
          )}
        </div>

        {error && (
          <OrderError
            error={error}
            onRetry={() => channel && checkout.pay(channel)}
            onRefresh={checkout.refresh}
            onChoose={checkout.close}
          />
        )}
        {notice && (
          <p className={styles.errorBox} role="alert">
            {t(notice === 'jsapi-unavailable' ? 'jsapi.unavailable' : 'jsapi.authFailed')}
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
            <Link to={ROUTES.agreementUser.path} target="_blank" rel="noopener">
              {t('checkout.agreeUser')}
            </Link>
            {t('checkout.agreeJoin')}
            <Link to={ROUTES.agreementPrivacy.path} target="_blank" rel="noopener">
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
          {redirecting ? t('checkout.redirecting') : creating ? t('checkout.creating') : ''}
        </p>
      </form>
    </Dialog>
  );
}

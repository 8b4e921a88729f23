/** Pieces of the checkout dialogs: the package summary, a channel choice, an order error. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PurchaseMethod, type PayChannel } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { LinkButton } from '@/shared/ui/link-button';
import type { OrderErrorView } from '../model/order-errors';
import type { ProductSnapshot } from '@/domain/payment/pending-order';
import { ChannelLogo } from './channel-logo';
import styles from './purchase-dialogs.module.css';
import { ROUTES } from '@/domain/routes';
import { trackAs } from '@/shared/events/tracked-click';

const METHOD_KEY = {
  [PurchaseMethod.Normal]: 'normal',
  [PurchaseMethod.Upgrade]: 'upgrade',
  [PurchaseMethod.Renewal]: 'renewal',
  [PurchaseMethod.None]: 'normal',
} as const;

export function ProductSummary({ product }: { product: ProductSnapshot }) {
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

export function ChannelOption({
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
        // On the radio, not the label: a click on the label's text reaches the radio as its own
        // click, so the choice is one tracked click however it is made (pointer or keyboard).
        {...trackAs(`checkout.channel.${channel}`)}
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

export function OrderError({
  error,
  onRetry,
  onRefresh,
  onChoose,
}: {
  error: OrderErrorView;
  onRetry: () => void;
  onRefresh: () => void;
  onChoose: () => void;
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
          <Button size="sm" variant="secondary" onClick={onRefresh}>
            {action}
          </Button>
        )}
        {error.action === 'retry' && (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {action}
          </Button>
        )}
        {error.action === 'choose' && (
          <Button size="sm" variant="secondary" onClick={onChoose}>
            {action}
          </Button>
        )}
        {error.action === 'contact' && (
          <LinkButton size="sm" variant="secondary" to={ROUTES.help.path}>
            {action}
          </LinkButton>
        )}
        {error.action === 'packages' && (
          <LinkButton size="sm" variant="secondary" to={ROUTES.profilePackages.path}>
            {action}
          </LinkButton>
        )}
      </div>
    </div>
  );
}

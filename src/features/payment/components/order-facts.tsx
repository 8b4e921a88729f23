/** What every dialog about one order shows: its channel at the top, its package, amount and number. */
import { useTranslation } from 'react-i18next';
import type { PayChannel } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import type { ActiveOrder } from '../model/checkout-machine';
import { ChannelLogo } from './channel-logo';
import styles from './purchase-dialogs.module.css';

export function ChannelHead({ channel }: { channel: PayChannel }) {
  const { t } = useTranslation('payment');
  return (
    <div className={styles.payHead}>
      <ChannelLogo channel={channel} size={24} />
      <span>{t(`channel.${channel}`)}</span>
    </div>
  );
}

export function OrderFacts({ order }: { order: ActiveOrder }) {
  const { t } = useTranslation('payment');
  return (
    <dl className={styles.payMeta}>
      <div>
        <dt>{t('qr.product')}</dt>
        <dd>{order.product.name}</dd>
      </div>
      <div>
        <dt>{t('qr.amount')}</dt>
        <dd>{formatPrice(order.amount)}</dd>
      </div>
      <div>
        <dt>{t('qr.orderNo')}</dt>
        <dd className={styles.mono}>{order.outTradeNo}</dd>
      </div>
    </dl>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { promotionConfigQueryOptions } from '@/api/queries/config';
import { useNow } from '../use-now';
import { pad2, promotionSecondsLeft, splitDuration } from '../model/promotion';
import styles from './payment-page.module.css';

/** The promotion countdown, on server time (see model/promotion.ts); nothing when not in activity. */
export function PromotionBanner() {
  const { t } = useTranslation('payment');
  const { data } = useQuery(promotionConfigQueryOptions());
  const now = useNow(Boolean(data && !data.fromDefault && data.data.activity_state === 1));
  const left = promotionSecondsLeft(data, now);
  if (left === null) return null;
  const parts = splitDuration(left);
  return (
    <div
      className={styles.promotion}
      role="timer"
      aria-live="off"
      aria-label={t('promotion.label')}
    >
      <span className={styles.promotionTag}>{t('promotion.label')}</span>
      {left > 0 ? (
        <span className={styles.promotionText}>
          {t('promotion.endsIn')}
          {parts.days > 0 && (
            <strong className={styles.promotionDays}>
              {t('promotion.days', { count: parts.days })}
            </strong>
          )}
          <strong className={styles.promotionClock}>
            {t('promotion.clock', {
              hh: pad2(parts.hours),
              mm: pad2(parts.minutes),
              ss: pad2(parts.seconds),
            })}
          </strong>
        </span>
      ) : (
        <span className={styles.promotionText}>{t('promotion.ended')}</span>
      )}
    </div>
  );
}

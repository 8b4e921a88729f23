import { useTranslation } from 'react-i18next';
import type { User } from '@/api/types';
import { AssetType, Flag } from '@/shared/enums';
import { formatDate, formatFileSize } from '@/shared/format';
import { LinkButton } from '@/shared/ui/link-button';
import { storageAction } from '@/domain/account/asset-rules';
import { paymentHref } from '@/domain/paths';
import type { StorageView } from './assets';
import { Bone } from './bone';
import base from '../profile.module.css';
import styles from './packages.module.css';

/**
 * The three summary cards of /profile/packages. While the assets load (and in the page's
 * prerendered frame) each card is drawn whole: its title and its rules as text, a bone where a
 * figure or a buy link will be, each the height of what replaces it for a member who can buy and
 * whose space has not expired, so for them nothing moves when the figures arrive and the frame's
 * text stays the page's largest paint. A buy link's bone is not drawn once buying is known to be
 * off, and the flag query's pre-paint style hides it before that (`data-pay-action`); expired
 * space (two sentences instead of one line) and a payment closed by the web config still change
 * a card's height when the figures arrive.
 */

export function StorageCard({
  view,
  user,
  canBuy,
}: {
  /** Absent while the assets load. */
  view: StorageView | undefined;
  user: User | undefined;
  /** The payment entries' verdict: a buy link once the figures are in, a bone in its place before. */
  canBuy: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <section
      className={`${base.card} ${styles.summary}`}
      aria-labelledby="storage-title"
      aria-busy={!view || undefined}
    >
      <div className={styles.summaryHead}>
        <h2 id="storage-title" className={base.cardTitle}>
          {t('packages.storage.title')}
        </h2>
        {view?.low && (
          <span className={base.tag} data-tone="danger">
            {t('packages.storage.low')}
          </span>
        )}
      </div>
      <p className={styles.figure}>
        {view ? (
          t('packages.storage.usage', {
            used: formatFileSize(view.used),
            total: formatFileSize(view.total),
          })
        ) : (
          <Bone width="70%" />
        )}
      </p>
      {view ? (
        <div
          className={base.meter}
          data-low={view.low || undefined}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={view.usedPercent}
          aria-label={t('packages.storage.usageLabel', { percent: view.usedPercent })}
        >
          <div className={base.meterFill} style={{ width: `${view.usedPercent}%` }} />
        </div>
      ) : (
        <div className={base.meter} />
      )}
      <p className={base.muted}>
        {view ? (
          t('packages.storage.remaining', { free: formatFileSize(view.free) })
        ) : (
          <Bone width="40%" />
        )}
      </p>
      {view?.expired ? (
        <p className={base.danger}>
          {t('packages.storage.expiredAt', { date: formatDate(view.expireTime) })}
          {t('packages.storage.deletesAt', { date: formatDate(view.deleteTime) })}
        </p>
      ) : (
        <p className={base.muted}>
          {!view ? (
            <Bone width="50%" />
          ) : view.expireTime ? (
            t('packages.storage.expiresAt', { date: formatDate(view.expireTime) })
          ) : (
            t('packages.storage.noExpiry')
          )}
        </p>
      )}
      <p className={base.small}>{t('packages.storage.rule')}</p>
      {!view
        ? canBuy && <Bone kind="button" />
        : canBuy && (
            <LinkButton
              className={styles.buy}
              variant="secondary"
              size="sm"
              to={paymentHref(AssetType.Storage)}
            >
              {t(`packages.storage.${storageAction(user ?? { is_vip: Flag.No }, view)}`)}
            </LinkButton>
          )}
    </section>
  );
}

export function CountCard({
  id,
  title,
  count,
  note,
  buy,
  canBuy,
}: {
  id: string;
  title: string;
  /** Absent while the page's data loads. */
  count: { left: number; total: number } | undefined;
  note?: string;
  buy?: { label: string; href: string } | undefined;
  /** While the figures load: whether a buy link will show (a bone in its place). */
  canBuy: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <section
      className={`${base.card} ${styles.summary}`}
      aria-labelledby={id}
      aria-busy={!count || undefined}
    >
      <div className={styles.summaryHead}>
        <h2 id={id} className={base.cardTitle}>
          {title}
        </h2>
      </div>
      <p className={styles.figure}>
        {count ? (
          <>
            <span className={styles.big}>{Math.max(0, count.left)}</span>
            <span className={base.muted}>
              {t('packages.pieces.available', { total: Math.max(0, count.total) })}
            </span>
          </>
        ) : (
          <Bone kind="big" width="45%" />
        )}
      </p>
      {note && <p className={base.small}>{note}</p>}
      {!count
        ? canBuy && <Bone kind="button" />
        : buy && (
            <LinkButton className={styles.buy} variant="secondary" size="sm" to={buy.href}>
              {buy.label}
            </LinkButton>
          )}
    </section>
  );
}

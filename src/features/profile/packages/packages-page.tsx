import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '@/api/queries';
import type { AssetPackage, Assets, User } from '@/api/types';
import { AssetType, BusinessType, Flag } from '@/shared/enums';
import { formatDate, formatFileSize } from '@/shared/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { ProfilePage } from '../profile-page';
import { QueryState } from '../query-state';
import { piecesAction, storageAction } from '@/domain/account/asset-rules';
import { paymentHref } from '@/domain/paths';
import { useCanBuy, useCanBuySettled } from '../use-can-buy';
import { grantKind, grantStatus, sortGrants, storageView, type GrantStatus } from './assets';
import { useAssetsQuery } from './start-data';
import base from '../profile.module.css';
import styles from './packages.module.css';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const STATUS_TONE: Record<GrantStatus, string> = {
  active: 'success',
  pending: 'brand',
  usedUp: 'neutral',
  expired: 'neutral',
};

function StorageCard({
  assets,
  user,
  canBuy,
}: {
  assets: Assets;
  user: User | undefined;
  canBuy: boolean;
}) {
  const { t } = useTranslation('profile');
  const view = storageView(assets.storage, nowSeconds());
  return (
    <section className={`${base.card} ${styles.summary}`} aria-labelledby="storage-title">
      <div className={styles.summaryHead}>
        <h2 id="storage-title" className={base.cardTitle}>
          {t('packages.storage.title')}
        </h2>
        {view.low && (
          <span className={base.tag} data-tone="danger">
            {t('packages.storage.low')}
          </span>
        )}
      </div>
      <p className={styles.figure}>
        {t('packages.storage.usage', {
          used: formatFileSize(view.used),
          total: formatFileSize(view.total),
        })}
      </p>
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
      <p className={base.muted}>
        {t('packages.storage.remaining', { free: formatFileSize(view.free) })}
      </p>
      {view.expired ? (
        <p className={base.danger}>
          {t('packages.storage.expiredAt', { date: formatDate(view.expireTime) })}
          {t('packages.storage.deletesAt', { date: formatDate(view.deleteTime) })}
        </p>
      ) : (
        <p className={base.muted}>
          {view.expireTime
            ? t('packages.storage.expiresAt', { date: formatDate(view.expireTime) })
            : t('packages.storage.noExpiry')}
        </p>
      )}
      {view.expireTime > 0 && <p className={base.small}>{t('packages.storage.rule')}</p>}
      {canBuy && (
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

function CountCard({
  id,
  title,
  left,
  total,
  note,
  buy,
}: {
  id: string;
  title: string;
  left: number;
  total: number;
  note?: string;
  buy?: { label: string; href: string } | undefined;
}) {
  const { t } = useTranslation('profile');
  return (
    <section className={`${base.card} ${styles.summary}`} aria-labelledby={id}>
      <div className={styles.summaryHead}>
        <h2 id={id} className={base.cardTitle}>
          {title}
        </h2>
      </div>
      <p className={styles.figure}>
        <span className={styles.big}>{Math.max(0, left)}</span>
        <span className={base.muted}>
          {t('packages.pieces.available', { total: Math.max(0, total) })}
        </span>
      </p>
      {note && <p className={base.small}>{note}</p>}
      {buy && (
        <LinkButton className={styles.buy} variant="secondary" size="sm" to={buy.href}>
          {buy.label}
        </LinkButton>
      )}
    </section>
  );
}

function Grant({ grant, now }: { grant: AssetPackage; now: number }) {
  const { t } = useTranslation('profile');
  const status = grantStatus(grant, now);
  const kind = grantKind(grant.business_type);
  return (
    <li className={styles.grant} data-status={status}>
      <div className={styles.grantMain}>
        <span className={base.tag} data-tone="brand">
          {t(`packages.grants.kind.${kind}`)}
        </span>
        <span className={styles.grantName}>{grant.name}</span>
      </div>
      <div className={styles.grantMeta}>
        {grant.business_type !== BusinessType.Storage && (
          <span>{t('packages.grants.left', { left: grant.left_count, total: grant.count })}</span>
        )}
        <span>
          {t('packages.grants.validity', {
            start: formatDate(grant.valid_start_time),
            end: formatDate(grant.valid_end_time),
          })}
        </span>
      </div>
      <span className={`${base.tag} ${styles.grantStatus}`} data-tone={STATUS_TONE[status]}>
        {t(`packages.grants.status.${status}`)}
      </span>
    </li>
  );
}

/**
 * /profile/packages: the user's assets (docs/backend-contract.md user/assets) and links to buy
 * more.
 */
export function PackagesPage() {
  const { t } = useTranslation('profile');
  const assets = useAssetsQuery();
  const userInfo = useQuery(userInfoQueryOptions());
  const user = userInfo.data;
  const canBuy = useCanBuy();
  // Counts and buy links come from user info and the web config: wait for them, so the cards
  // render once at their final size (no layout shift).
  const settled = useCanBuySettled() && !userInfo.isPending;
  return (
    <ProfilePage heading={t('packages.heading')} lead={t('packages.lead')}>
      <QueryState query={assets} alsoWaitFor={!settled}>
        {(data) => {
          const now = nowSeconds();
          const grants = sortGrants(data.packages, now);
          return (
            <>
              <div className={styles.summaries}>
                <StorageCard assets={data} user={user} canBuy={canBuy} />
                <CountCard
                  id="pieces-title"
                  title={t('packages.pieces.title')}
                  left={user?.left_retouch_count ?? 0}
                  total={user?.total_retouch_count ?? 0}
                  buy={
                    canBuy && user
                      ? {
                          label: t(`packages.pieces.${piecesAction(user)}`),
                          href: paymentHref(AssetType.Piece),
                        }
                      : undefined
                  }
                />
                <CountCard
                  id="lite-title"
                  title={t('packages.lite.title')}
                  left={user?.non_active_lite_effect_count ?? 0}
                  total={user?.total_lite_effect_count_count ?? 0}
                  note={t('packages.lite.rule')}
                  buy={
                    canBuy
                      ? {
                          label: t('packages.lite.buyMore'),
                          href: paymentHref(AssetType.LiteEffect),
                        }
                      : undefined
                  }
                />
              </div>
              <section className={base.card} aria-labelledby="grants-title">
                <div className={base.cardHeader}>
                  <h2 id="grants-title" className={base.cardTitle}>
                    {t('packages.grants.heading')}
                  </h2>
                </div>
                {grants.length === 0 ? (
                  <EmptyState
                    compact
                    message={t('packages.empty')}
                    action={
                      canBuy ? (
                        <LinkButton to={paymentHref()}>{t('packages.openMembership')}</LinkButton>
                      ) : (
                        <LinkButton variant="secondary" to="/download">
                          {t('packages.download')}
                        </LinkButton>
                      )
                    }
                  />
                ) : (
                  <ul className={styles.grants}>
                    {grants.map((grant, index) => (
                      <Grant
                        key={`${grant.name}-${grant.valid_start_time}-${index}`}
                        grant={grant}
                        now={now}
                      />
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </ProfilePage>
  );
}

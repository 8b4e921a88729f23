import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQueryOptions } from '@/api/queries/session';
import type { AssetPackage } from '@/api/types';
import { AssetType, BusinessType } from '@/shared/enums';
import { formatDate } from '@/shared/format';
import { EmptyState } from '@/shared/ui/empty-state';
import { LinkButton } from '@/shared/ui/link-button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { ProfilePage } from '../profile-page';
import { QueryFailed } from '../query-state';
import { piecesAction } from '@/domain/account/asset-rules';
import { paymentHref } from '@/domain/paths';
import { grantKind, grantStatus, sortGrants, storageView, type GrantStatus } from './assets';
import { Bone } from './bone';
import { CountCard, StorageCard } from './summary-cards';
import { useAssets } from './use-assets';
import base from '../profile.module.css';
import styles from './packages.module.css';
import { ROUTES } from '@/domain/routes';

const nowSeconds = () => Math.floor(Date.now() / 1000);

const STATUS_TONE: Record<GrantStatus, string> = {
  active: 'success',
  pending: 'brand',
  usedUp: 'neutral',
  expired: 'neutral',
};

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

/** Where the grants will be listed, while they load (how many there are is not known yet). */
function GrantBones() {
  return (
    <ul className={styles.grants} aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <li key={row} className={styles.grant}>
          <Bone />
        </li>
      ))}
    </ul>
  );
}

/** The grants, sorted; bone rows while they load (`grants` absent), an offer to buy when none. */
function GrantsCard({
  grants,
  now,
  canBuy,
}: {
  grants: AssetPackage[] | undefined;
  now: number;
  canBuy: boolean;
}) {
  const { t } = useTranslation('profile');
  return (
    <section className={base.card} aria-labelledby="grants-title" aria-busy={!grants || undefined}>
      <div className={base.cardHeader}>
        <h2 id="grants-title" className={base.cardTitle}>
          {t('packages.grants.heading')}
        </h2>
      </div>
      {!grants ? (
        <GrantBones />
      ) : grants.length === 0 ? (
        <EmptyState
          compact
          message={t('packages.empty')}
          action={
            canBuy ? (
              <LinkButton to={paymentHref()}>{t('packages.openMembership')}</LinkButton>
            ) : (
              <LinkButton variant="secondary" to={ROUTES.download.path}>
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
  );
}

/**
 * /profile/packages: the user's assets (docs/backend-contract.md user/assets) and links to buy
 * more. Until its data is in (and in its prerendered frame) the page is drawn whole, the figures
 * as bones (./summary-cards.tsx); a failed call puts the reason and 重试 in their place.
 */
export function PackagesPage() {
  const { t } = useTranslation('profile');
  const assets = useAssets();
  const userInfo = useQuery(userInfoQueryOptions());
  const user = userInfo.data;
  // Buy links follow the payment entries' verdict; while it is unknown their place is kept.
  const buying = usePaymentEntry();
  const canBuy = buying.open;
  // Counts and buy links come from user info and the web config: wait for them, so the cards
  // fill in once, at their final size.
  const settled = buying.settled && !userInfo.isPending;
  const data = settled ? assets.data : undefined;
  const now = nowSeconds();
  const grants = data ? sortGrants(data.packages, now) : undefined;
  return (
    <ProfilePage heading={t('packages.heading')} lead={t('packages.lead')}>
      {assets.isError ? (
        <QueryFailed query={assets} />
      ) : (
        <>
          <div className={styles.summaries}>
            <StorageCard
              view={data && storageView(data.storage, now)}
              user={user}
              canBuy={canBuy}
            />
            <CountCard
              id="pieces-title"
              title={t('packages.pieces.title')}
              canBuy={canBuy}
              count={
                data && {
                  left: user?.left_retouch_count ?? 0,
                  total: user?.total_retouch_count ?? 0,
                }
              }
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
              count={
                data && {
                  left: user?.non_active_lite_effect_count ?? 0,
                  total: user?.total_lite_effect_count_count ?? 0,
                }
              }
              note={t('packages.lite.rule')}
              canBuy={canBuy}
              buy={
                canBuy
                  ? { label: t('packages.lite.buyMore'), href: paymentHref(AssetType.LiteEffect) }
                  : undefined
              }
            />
          </div>
          <GrantsCard grants={grants} now={now} canBuy={canBuy} />
          {!grants && <VisuallyHidden role="status">{t('state.loading')}</VisuallyHidden>}
        </>
      )}
    </ProfilePage>
  );
}

import * as Popover from '@radix-ui/react-popover';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userInfoQueryOptions } from '@/api/queries/session';
import type { User } from '@/api/types';
import { AssetType } from '@/shared/enums';
import type { TrackedEventName } from '@/shared/events/tracking-plan';
import { formatFileSize } from '@/shared/format';
import { afterNextPaint } from '@/shared/after-next-paint';
import { Button } from '@/shared/ui/button';
import { ChevronIcon, IconSvg, type IconProps } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import { logout } from '../session';
import { isMember, piecesAction, storageAction } from '@/domain/account/asset-rules';
import { ORDERS_PATH, paymentHref } from '@/domain/paths';
import { countText, displayName, storageBar } from './account-summary';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import styles from './avatar-menu.module.css';
import { ROUTES } from '@/domain/routes';

function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.4 3.8-5 7-5s5.8 1.6 7 5" />
    </IconSvg>
  );
}

export type AvatarMenuProps = {
  /** After logout (the app layer leaves a protected page). */
  onLoggedOut?: () => void;
};

/**
 * The navbar's avatar button `用户菜单` and its popover (docs/product-rules.md §2): who is logged in,
 * the membership tag or the promotion card, the three asset rows, and the account entries. Radix
 * Popover gives focus management, Esc and outside-click closing.
 */
export function AvatarMenu({ onLoggedOut }: AvatarMenuProps) {
  const { t } = useTranslation(['auth', 'common']);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Between the press and the menu: the button shows it at once (its own paint), the menu (Radix's
  // positioning and focus, a long render on a mid-range phone) comes in the next frame
  // (docs/decisions/0015-interactions.md).
  const [opening, setOpening] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (!next) {
      setOpen(false);
      return;
    }
    setOpening(true);
    void afterNextPaint().then(() => {
      setOpening(false);
      setOpen(true);
    });
  };
  const { data: user, isError, refetch, isFetching } = useQuery(userInfoQueryOptions());

  const onLogout = async () => {
    setOpen(false);
    await logout(queryClient, { callServer: true });
    void notify(t('menu.loggedOut'), 'success');
    onLoggedOut?.();
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className={styles.trigger}
        aria-label={t('menu.trigger')}
        data-opening={opening ? '' : undefined}
      >
        <Avatar user={user} />
        <ChevronIcon size={14} className={styles.chevron} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('menu.dialogLabel')}
        >
          {user ? (
            <AccountPanel user={user} onNavigate={() => setOpen(false)} />
          ) : isError ? (
            <div className={styles.state}>
              <p>{t('menu.loadFailed')}</p>
              <Button
                size="sm"
                variant="secondary"
                loading={isFetching}
                onClick={() => void refetch()}
              >
                {t('menu.retry')}
              </Button>
            </div>
          ) : (
            <div className={styles.state}>
              <Spinner size={24} label={t('common:loading')} />
            </div>
          )}
          <div className={styles.footer}>
            <button type="button" className={styles.logout} onClick={() => void onLogout()}>
              {t('menu.logout')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Avatar({ user, large }: { user: User | undefined; large?: boolean }) {
  const initial = user?.name?.trim().charAt(0);
  return (
    <span
      className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar}
      data-member={user && isMember(user) ? '' : undefined}
      aria-hidden="true"
    >
      {initial ? initial : <UserIcon size={large ? 26 : 20} />}
    </span>
  );
}

function AccountPanel({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation('auth');
  const member = isMember(user);
  const payment = usePaymentEntry().open;
  const bar = storageBar(user);
  // The avatar-menu click events of docs/product-rules.md §3, reported by the analytics feature's
  // click listener.
  const TRACK: Record<AssetType, TrackedEventName> = {
    [AssetType.Storage]: 'avatar_go_storage',
    [AssetType.Piece]: 'avatar_go_advanced_credits',
    [AssetType.LiteEffect]: 'avatar_go_basic_credits',
  };
  const action = (
    key: 'spaceUpgrade' | 'goExpand' | 'supplementPieces' | 'goBuy' | 'addLiteEffect',
    asset: AssetType,
  ) =>
    payment ? (
      <LinkButton
        to={paymentHref(asset)}
        size="sm"
        variant={key === 'goExpand' || key === 'goBuy' ? 'primary' : 'secondary'}
        className={styles.rowAction}
        data-track={TRACK[asset]}
        onClick={onNavigate}
      >
        {t(`menu.${key}`)}
      </LinkButton>
    ) : null;

  return (
    <>
      <div className={styles.header}>
        <Avatar user={user} large />
        <div className={styles.identity}>
          <p className={styles.name}>{displayName(user)}</p>
          <span className={styles.tag} data-member={member ? '' : undefined}>
            {member ? user.max_level_name || t('menu.memberTag') : t('menu.nonMemberTag')}
          </span>
        </div>
      </div>

      {!member && (
        <div className={styles.promo}>
          <div>
            <p className={styles.promoTitle}>{t('menu.promoTitle')}</p>
            <p className={styles.promoText}>{t('menu.promoText')}</p>
          </div>
          {payment && (
            <LinkButton
              to={paymentHref()}
              size="sm"
              className={styles.promoAction}
              data-track={'avatar_go_vip_price_page' satisfies TrackedEventName}
              onClick={onNavigate}
            >
              {t('menu.openMembership')}
            </LinkButton>
          )}
        </div>
      )}

      <ul className={styles.assets}>
        <li className={styles.asset} aria-label={t('menu.storage')}>
          <div className={styles.assetHead}>
            <span className={styles.assetLabel}>{t('menu.storage')}</span>
            {action(storageAction(user, bar), AssetType.Storage)}
          </div>
          <div
            className={styles.bar}
            data-danger={bar.danger ? '' : undefined}
            role="meter"
            aria-label={t('menu.storageBar', { percent: bar.usedPercent })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bar.usedPercent}
          >
            <span style={{ width: `${bar.usedPercent}%` }} />
          </div>
          <p className={styles.assetValue} data-danger={bar.danger ? '' : undefined}>
            {t('menu.storageUsage', {
              used: formatFileSize(bar.usedBytes),
              total: formatFileSize(bar.totalBytes),
            })}
            {bar.low && <span className={styles.lowHint}>{t('menu.storageLow')}</span>}
          </p>
        </li>
        <li className={styles.asset} aria-label={t('menu.pieces')}>
          <div className={styles.assetHead}>
            <span className={styles.assetLabel}>{t('menu.pieces')}</span>
            {action(piecesAction(user), AssetType.Piece)}
          </div>
          <p className={styles.assetValue}>
            {t('menu.countLeft', {
              left: countText(user.left_count_str, user.left_retouch_count),
              total: countText(user.total_count_str, user.total_retouch_count),
            })}
          </p>
        </li>
        <li className={styles.asset} aria-label={t('menu.liteEffect')}>
          <div className={styles.assetHead}>
            <span className={styles.assetLabel}>{t('menu.liteEffect')}</span>
            {action('addLiteEffect', AssetType.LiteEffect)}
          </div>
          <p className={styles.assetValue}>
            {t('menu.liteLeft', {
              left: countText(undefined, user.non_active_lite_effect_count),
              total: countText(undefined, user.total_lite_effect_count_count),
            })}
          </p>
        </li>
      </ul>

      <nav className={styles.links} aria-label={t('menu.linksLabel')}>
        <Link to={ORDERS_PATH} className={styles.link} onClick={onNavigate}>
          {t('menu.orders')}
          <ChevronIcon direction="right" size={16} />
        </Link>
        <Link to={ROUTES.profileDevice.path} className={styles.link} onClick={onNavigate}>
          {t('menu.devices')}
          <ChevronIcon direction="right" size={16} />
        </Link>
        {payment && (
          <Link
            to={paymentHref()}
            className={styles.link}
            data-track={'avatar_go_vip_price_page' satisfies TrackedEventName}
            onClick={onNavigate}
          >
            {t('menu.pricing')}
            <ChevronIcon direction="right" size={16} />
          </Link>
        )}
      </nav>
    </>
  );
}

import { hrefOf } from '@/domain/route-addresses';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { userInfoQueryOptions } from '@/api/queries/session';
import { Flag } from '@/shared/enums';
import { maskPhone } from '@/shared/format';
import { ORDERS_PATH } from '@/domain/paths';
import {
  DeviceIcon,
  HistoryIcon,
  InvoiceIcon,
  OrderIcon,
  PackageIcon,
  WorkbenchIcon,
} from './nav-icons';
import styles from './profile.layout.module.css';
import { ROUTES } from '@/domain/routes';

const NAV = [
  { key: 'packages', to: ROUTES.profilePackages.path, Icon: PackageIcon },
  { key: 'orders', to: ORDERS_PATH, Icon: OrderIcon },
  { key: 'invoices', to: ROUTES.profileInvoices.path, Icon: InvoiceIcon },
  { key: 'invoicingHistory', to: ROUTES.profileInvoicingHistory.path, Icon: HistoryIcon },
  { key: 'device', to: ROUTES.profileDevice.path, Icon: DeviceIcon },
] as const;

/** Who is signed in, at the top of the side navigation (desktop). */
function AccountSummary() {
  const { t } = useTranslation('profile');
  const { data: user } = useQuery(userInfoQueryOptions());
  if (!user) return <div className={styles.account} aria-hidden="true" />;
  const display = user.name || maskPhone(user.phone);
  const vip = user.is_vip === Flag.Yes;
  return (
    <div className={styles.account}>
      <span className={styles.avatar} aria-hidden="true">
        {[...display][0] ?? ''}
      </span>
      <div className={styles.accountText}>
        <p className={styles.accountName}>{display}</p>
        <p className={styles.accountMeta}>
          <span className={styles.phone}>{maskPhone(user.phone)}</span>
          <span className={styles.level} data-vip={vip || undefined}>
            {vip ? user.max_level_name || t('account.member') : t('account.nonMember')}
          </span>
        </p>
      </div>
    </div>
  );
}

/**
 * The profile area's frame: a side navigation on wide screens, a scrollable tab row on phones.
 * The workbench entry is a full document load: nginx relaxes the CSP (unsafe-eval for qiankun)
 * only for documents requested at /workbench (ADR 0007).
 */
function ProfileLayout() {
  const { t } = useTranslation('profile');
  const navRef = useRef<HTMLUListElement>(null);

  // On a phone the tab row scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const list = navRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  });

  return (
    <div className={styles.area}>
      <div className={styles.inner}>
        <aside className={styles.side}>
          <AccountSummary />
          <nav aria-label={t('nav.label')}>
            <ul className={styles.nav} ref={navRef}>
              {NAV.map(({ key, to, Icon }) => (
                <li key={key}>
                  <NavLink to={to} className={styles.navLink}>
                    <Icon />
                    <span>{t(`nav.${key}`)}</span>
                  </NavLink>
                </li>
              ))}
              <li className={styles.navExtra}>
                <Link to={hrefOf('workbench')} reloadDocument className={styles.navLink}>
                  <WorkbenchIcon />
                  <span>{t('nav.workbench')}</span>
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

/** The route module (React Router's lazy route convention): the layout. */
export { ProfileLayout as Component };

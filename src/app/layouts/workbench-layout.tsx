import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { ChevronIcon } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import { useAccountSlot } from './account-slot';
import { InsideLayoutContext } from './layout-context';
import { MAIN_ID, SkipLink } from './skip-link';
import styles from './workbench-layout.module.css';

export type WorkbenchLayoutProps = {
  /** Avatar menu (the workbench needs login, so nothing shows without it). */
  account?: ReactNode;
  /** Content; defaults to the matched child route (<Outlet/>), which hosts the sub-app container. */
  children?: ReactNode;
};

/** Compact top bar + a content area filling the rest of the viewport. */
export function WorkbenchLayout({ account: accountProp, children }: WorkbenchLayoutProps) {
  const { t } = useTranslation('layout');
  const slot = useAccountSlot();
  const account = accountProp ?? slot;
  return (
    <InsideLayoutContext.Provider value>
      <div className={styles.shell}>
        <SkipLink />
        <header className={styles.bar}>
          <Link to="/" className={styles.brand} aria-label={t('nav.homeLink')}>
            <Logo size="sm" />
          </Link>
          <span className={styles.divider} aria-hidden="true" />
          {/* Not a heading: the page below owns the h1 (the workbench's, or the error screen's). */}
          <p className={styles.title}>{t('workbench.label')}</p>
          <nav className={styles.actions} aria-label={t('workbench.navLabel')}>
            <Link to="/" className={styles.back}>
              <ChevronIcon direction="left" size={16} />
              {t('workbench.backToSite')}
            </Link>
          </nav>
          {account && <div className={styles.account}>{account}</div>}
        </header>
        <main id={MAIN_ID} className={styles.content} tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
    </InsideLayoutContext.Provider>
  );
}

import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { InsideLayoutContext } from './layout-context';
import { Navbar } from './navbar';
import { MAIN_ID, SkipLink } from './skip-link';
import styles from './layout.module.css';

export type SiteLayoutProps = {
  /** Avatar menu for a logged-in user (passed to the navbar); without it a `登录` button shows. */
  account?: ReactNode;
  /** Page content; defaults to the matched child route (<Outlet/>). */
  children?: ReactNode;
};

/**
 * Navbar + <main> (+ footer). Pages render inside <main> and must not render their own. The footer
 * is passed in (DefaultLayout's `<Footer />`), so the home page's no-footer chunk never ships it.
 */
export function SiteLayout({
  account,
  children,
  footer,
}: SiteLayoutProps & { footer?: ReactNode }) {
  return (
    <InsideLayoutContext.Provider value>
      <div className={styles.shell}>
        <SkipLink />
        <Navbar account={account} />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        {footer}
      </div>
    </InsideLayoutContext.Provider>
  );
}

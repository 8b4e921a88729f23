import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useAccountSlot } from '@/app/shell/account-slot';
import { InsideLayoutContext } from '@/app/shell/layout-context';
import { Navbar } from '@/app/shell/navbar';
import { MAIN_ID, SkipLink } from '@/app/shell/skip-link';
import styles from './workbench.layout.module.css';

export type WorkbenchLayoutProps = {
  /** Avatar menu (the workbench needs login, so nothing shows without it). */
  account?: ReactNode;
  /** Content; defaults to the matched child route (<Outlet/>), which hosts the sub-app container. */
  children?: ReactNode;
};

/**
 * The site's navbar, in the dark theme the workbench route asks for (`handle.navTheme`), over a
 * content area filling the rest of the viewport (the sub-app is laid under the navbar).
 */
export function WorkbenchLayout({ account: accountProp, children }: WorkbenchLayoutProps) {
  const slot = useAccountSlot();
  return (
    <InsideLayoutContext.Provider value>
      <div className={styles.shell}>
        <SkipLink />
        <Navbar account={accountProp ?? slot} />
        <main id={MAIN_ID} className={styles.content} tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
    </InsideLayoutContext.Provider>
  );
}

/** The route module (React Router's lazy route convention): the layout. */
export { WorkbenchLayout as Component };

import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router-dom';
import { InsideLayoutContext } from '@/app/shell/layout-context';
import { Logo } from '@/shared/ui/logo';
import styles from './error-screen.module.css';
import { ROUTES } from '@/domain/routes';

/**
 * Inside a site layout the screen is just content. Rendered by a route error boundary instead of
 * the layout, it brings a minimal frame: a logo bar (the way home) and the page's <main>. Without
 * a router (the app failed to start, ../mount-failure.tsx) the way home is a document load.
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  const insideLayout = useContext(InsideLayoutContext);
  const inRouter = useInRouterContext();
  const { t } = useTranslation('layout');
  if (insideLayout) return children;
  const home = { className: styles.brand, 'aria-label': t('nav.homeLink') };
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        {inRouter ? (
          <Link to={ROUTES.home.path} {...home}>
            <Logo />
          </Link>
        ) : (
          <a href={ROUTES.home.path} {...home}>
            <Logo />
          </a>
        )}
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

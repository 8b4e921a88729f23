import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InsideLayoutContext } from '@/app/shell/layout-context';
import { Logo } from '@/shared/ui/logo';
import styles from './error-screen.module.css';
import { ROUTES } from '@/domain/routes';

/**
 * Inside a site layout the screen is just content. Rendered by a route error boundary instead of
 * the layout, it brings a minimal frame: a logo bar (the way home) and the page's <main>.
 */
export function ErrorFrame({ children }: { children: ReactNode }) {
  const insideLayout = useContext(InsideLayoutContext);
  const { t } = useTranslation('layout');
  if (insideLayout) return children;
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link to={ROUTES.home.path} className={styles.brand} aria-label={t('nav.homeLink')}>
          <Logo />
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

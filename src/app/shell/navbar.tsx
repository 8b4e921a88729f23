import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon, SearchIcon } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import { LoginButton } from './login-button';
import { MobileMenu } from './mobile-menu';
import { useNavLinks } from './nav-links';
import { useNavTheme, type NavTheme } from './use-nav-theme';
import styles from './navbar.module.css';
import { ROUTES } from '@/domain/routes';
import { trackAs } from '@/shared/events/tracked-click';

export type NavbarProps = {
  /** The account area (avatar menu) for a logged-in user; without it a `登录` button shows. */
  account?: ReactNode;
  /** Overrides the matched route's `handle.navTheme`. */
  theme?: NavTheme;
};

export function Navbar({ account, theme: themeOverride }: NavbarProps) {
  const { t } = useTranslation('layout');
  const routeTheme = useNavTheme();
  const theme = themeOverride ?? routeTheme;
  const links = useNavLinks();
  const location = useLocation();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  // Close the phone menu on every navigation (state adjusted during render, not in an effect).
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.navbar} data-theme={theme}>
      <div className={styles.inner}>
        <Link to={ROUTES.home.path} className={styles.brand} aria-label={t('nav.homeLink')}>
          <Logo theme={theme} />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={styles.link}
                  {...trackAs(`navbar.${link.labelKey}`)}
                >
                  {t(`nav.${link.labelKey}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link to={ROUTES.search.path} className={styles.search}>
            <SearchIcon size={18} />
            <span className={styles.searchText}>{t('nav.search')}</span>
          </Link>
          {account ?? <LoginButton className={styles.login} />}
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} links={links} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

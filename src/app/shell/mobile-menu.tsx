import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ChevronIcon } from '@/shared/ui/icons';
import type { NavLinkItem } from './nav-links';
import styles from './navbar.module.css';
import { trackAs } from '@/shared/events/tracked-click';

export type MobileMenuProps = {
  id: string;
  /** The navbar's links (useNavLinks). */
  links: readonly NavLinkItem[];
  open: boolean;
  onClose: () => void;
};

/** The phone menu (< 600 px): a sheet under the navbar, controlled by the navbar's toggle. */
export function MobileMenu({ id, links, open, onClose }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <>
      <div id={id} className={styles.sheet} hidden={!open}>
        <nav aria-label={t('nav.mobileMenu')}>
          <ul className={styles.sheetLinks}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={styles.sheetLink}
                  onClick={onClose}
                  {...trackAs(`navbar.${link.labelKey}`)}
                >
                  <span>{t(`nav.${link.labelKey}`)}</span>
                  <ChevronIcon direction="right" size={18} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {open && <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './layout.module.css';

export const MAIN_ID = 'main-content';

/** First tab stop on every page: jumps over the navbar to <main>. */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}

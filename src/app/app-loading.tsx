import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/shared/ui/progress-bar';
import styles from './app-loading.module.css';

/**
 * The root's HydrateFallback: the page while the first navigation completes (guards, then the
 * page's chunks). It fades in only after a moment, so a normal load never flashes it.
 */
export function AppLoading() {
  const { t } = useTranslation('common');
  return (
    <>
      <ProgressBar label={t('pageLoading')} delayed />
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.dot} aria-hidden="true" />
        {t('loading')}
      </div>
    </>
  );
}

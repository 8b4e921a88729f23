import { reloadPage } from '@/shared/navigation';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import styles from './app-loading.module.css';

/**
 * A page's code could not load because the device is offline. Eager (the lazy error screens
 * could not load either), small, and it keeps the tab: 重试 reloads once the user says so.
 */
export function OfflineNotice() {
  const { t } = useTranslation('errors');
  return (
    <div className={styles.notice} role="alert">
      <h1 className={styles.noticeHeading}>{t('offline.heading')}</h1>
      <p>{t('offline.description')}</p>
      <Button onClick={reloadPage}>{t('offline.action')}</Button>
    </div>
  );
}

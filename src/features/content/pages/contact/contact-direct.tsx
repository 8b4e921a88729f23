import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { SmartImage } from '@/features/content/components/smart-image';
import { ILLUSTRATIONS, ILLUSTRATION_SIZE } from '@/features/content/assets/illustrations';
import styles from './contact-page.module.css';

/** The other way to reach us, under the form's introduction. */
export function ContactDirect() {
  const { t } = useTranslation('content');
  const email = `kefu@${env.siteDomain}`;
  return (
    <div className={styles.direct}>
      <SmartImage
        className={styles.directImage}
        src={ILLUSTRATIONS.desktop}
        alt={t('direct.imageAlt')}
        width={ILLUSTRATION_SIZE.width}
        height={ILLUSTRATION_SIZE.height}
      />
      <h3 className={styles.itemTitle}>{t('direct.heading')}</h3>
      <p className={styles.itemText}>
        <a href={`mailto:${email}`} className={styles.mail}>
          {t('direct.email', { email })}
        </a>
      </p>
      <p className={styles.itemText}>{t('direct.hours')}</p>
    </div>
  );
}

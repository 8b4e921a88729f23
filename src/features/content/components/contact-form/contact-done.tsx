import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/domain/routes';
import { maskPhone } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';
import { LinkButton } from '@/shared/ui/link-button';
import styles from './contact-form.module.css';

/** What replaces the contact form once it is sent: focused, so a screen reader says it. */
export function ContactDone({ phone, onAgain }: { phone: string; onAgain: () => void }) {
  const { t } = useTranslation('content');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.done}>
      <span className={styles.doneIcon}>
        <CheckIcon size={32} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        {t('form.success.heading')}
      </h2>
      <p className={styles.doneText}>{t('form.success.text', { phone: maskPhone(phone) })}</p>
      <div className={styles.doneActions}>
        <LinkButton to={ROUTES.home.path} variant="secondary">
          {t('actions.backHome')}
        </LinkButton>
        <Button onClick={onAgain}>{t('form.success.again')}</Button>
      </div>
    </div>
  );
}

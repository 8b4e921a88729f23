import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import styles from './profile.module.css';

/** The heading block and document title every profile page starts with. */
export function ProfilePage({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  useDocumentMeta(t('documentTitle', { page: heading }));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}

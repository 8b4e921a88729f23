import { reloadPage } from '@/shared/navigation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ErrorFrame } from './error-frame';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import styles from './error-screen.module.css';

export type ServerErrorScreenProps = {
  /** A user-facing (Chinese) detail, e.g. the API error message; shown under the sentence. */
  message?: string;
  /** What 重试 does; default reloads the page. */
  onRetry?: () => void;
};

function DizzyCloud() {
  return (
    <svg
      className={styles.illustration}
      width="240"
      height="168"
      viewBox="0 0 240 168"
      fill="none"
      aria-hidden="true"
    >
      <ellipse cx="120" cy="156" rx="78" ry="7" fill="#F2F3F5" />
      <circle cx="120" cy="82" r="70" fill="#FFF3E8" />
      <path
        d="M82 124h80a26 26 0 0 0 4-51.7A38 38 0 0 0 94.5 66 29 29 0 0 0 82 124Z"
        fill="#FFFFFF"
        stroke="#FFD0A8"
        strokeWidth="2"
      />
      <path
        d="M102 86l9 9m0-9l-9 9M133 86l9 9m0-9l-9 9"
        stroke="#C2410C"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M108 110c4-4 8-4 12 0s8 4 12 0 8-4 12 0"
        stroke="#C2410C"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M178 44l8-8M184 58h11M166 34V22"
        stroke="#FF7A1A"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path
        d="M62 62l-6 10h8l-6 10"
        stroke="#FFB054"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 500 and any other error (docs/product-rules.md §2: document title 'Internal Server Error'). */
export function ServerErrorScreen({ message, onRetry }: ServerErrorScreenProps) {
  const { t } = useTranslation('errorScreens');
  const headingId = useId();
  useDocumentMeta(t('serverError.documentTitle'));
  const retry = onRetry ?? reloadPage;
  return (
    <ErrorFrame>
      <section className={styles.screen} aria-labelledby={headingId}>
        <DizzyCloud />
        <h1 id={headingId} className={styles.heading}>
          {t('serverError.heading')}
        </h1>
        <p className={styles.description}>{t('serverError.description')}</p>
        {message && <p className={styles.detail}>{message}</p>}
        <Button size="lg" className={styles.action} onClick={retry}>
          {t('serverError.action')}
        </Button>
      </section>
    </ErrorFrame>
  );
}

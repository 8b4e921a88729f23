import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/shared/ui/link-button';
import { ErrorFrame } from './error-frame';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import styles from './error-screen.module.css';
import { ROUTES } from '@/domain/routes';

function LostPhoto() {
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
      <g transform="rotate(-6 112 82)">
        <rect
          x="62"
          y="32"
          width="100"
          height="104"
          rx="10"
          fill="#FFFFFF"
          stroke="#FFD0A8"
          strokeWidth="2"
        />
        <rect x="72" y="42" width="80" height="64" rx="6" fill="#FFE2C9" />
        <circle cx="133" cy="58" r="7" fill="#FFB054" />
        <path
          d="M72 100l22-24 16 15 11-10 31 25v0a6 6 0 0 1-6 0H78a6 6 0 0 1-6-6Z"
          fill="#FF9A4D"
        />
        <rect x="84" y="116" width="44" height="6" rx="3" fill="#F2F3F5" />
      </g>
      <circle
        cx="154"
        cy="100"
        r="22"
        fill="#FFFFFF"
        fillOpacity="0.7"
        stroke="#C2410C"
        strokeWidth="6"
      />
      <path d="M170 116l18 18" stroke="#C2410C" strokeWidth="9" strokeLinecap="round" />
      <path d="M149 93a6 6 0 1 1 7 6v4" stroke="#C2410C" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="156" cy="110" r="2.2" fill="#C2410C" />
      <path
        d="M50 42c.6 4 2 5.4 6 6-4 .6-5.4 2-6 6-.6-4-2-5.4-6-6 4-.6 5.4-2 6-6Z"
        fill="#FF7A1A"
      />
      <path
        d="M192 46c.4 2.8 1.4 3.8 4 4.2-2.6.4-3.6 1.4-4 4.2-.4-2.8-1.4-3.8-4-4.2 2.6-.4 3.6-1.4 4-4.2Z"
        fill="#FFB054"
      />
    </svg>
  );
}

/** 404 (docs/product-rules.md §2: document title 'Page Not Found'). */
export function NotFoundScreen() {
  const { t } = useTranslation('errorScreens');
  const headingId = useId();
  useDocumentMeta(t('notFound.documentTitle'));
  return (
    <ErrorFrame>
      <section className={styles.screen} aria-labelledby={headingId}>
        <LostPhoto />
        <h1 id={headingId} className={styles.heading}>
          {t('notFound.heading')}
        </h1>
        <p className={styles.description}>{t('notFound.description')}</p>
        <LinkButton to={ROUTES.home.path} size="lg" className={styles.action}>
          {t('notFound.action')}
        </LinkButton>
      </section>
    </ErrorFrame>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

export type LogoProps = {
  /** Wordmark colour: ink on light backgrounds, white on dark. Default light. */
  theme?: 'light' | 'dark';
  /** Mark height: sm 28 px, md 32 px, lg 44 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
  /** Mark only (the mark then carries the brand name as its accessible name). */
  markOnly?: boolean;
  className?: string;
};

const markSize = { sm: 28, md: 32, lg: 44 } as const;

/** The cheese-wedge camera mark and the 芝士云修图 wordmark (text, so it stays crisp and tiny). */
export function Logo({ theme = 'light', size = 'md', markOnly = false, className }: LogoProps) {
  const { t } = useTranslation('common');
  const gradientId = useId();
  const px = markSize[size];
  const a11y = markOnly ? { role: 'img', 'aria-label': t('brand') } : { 'aria-hidden': true };
  return (
    <span
      className={[styles.logo, styles[size], styles[theme], className].filter(Boolean).join(' ')}
    >
      <svg className={styles.mark} width={px} height={px} viewBox="0 0 32 32" {...a11y}>
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FFB054" />
            <stop offset="0.55" stopColor="#FF7A1A" />
            <stop offset="1" stopColor="#F25A0A" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M4.6 21.3 21.9 9.4a1.6 1.6 0 0 1 1.9.1l2.6 2.3L7.3 23.4Z" fill="#FFE3A6" />
        <path
          d="M7.3 23.4 26.4 11.8a.8.8 0 0 1 1.2.7v11a2.5 2.5 0 0 1-2.5 2.5H8.6a1.4 1.4 0 0 1-1.3-1.4Z"
          fill="#FFF"
        />
        <circle cx="19.6" cy="19.8" r="3.7" fill="#FF7A1A" />
        <circle cx="19.6" cy="19.8" r="1.6" fill="#FFF" />
        <circle cx="12.4" cy="22.3" r="1.3" fill="#FFC27A" />
        <circle cx="24.8" cy="15.2" r="1" fill="#FFC27A" />
        <path
          d="M9.6 5.2c.3 1.9 1 2.6 2.9 2.9-1.9.3-2.6 1-2.9 2.9-.3-1.9-1-2.6-2.9-2.9 1.9-.3 2.6-1 2.9-2.9Z"
          fill="#FFF6D6"
        />
      </svg>
      {!markOnly && <span className={styles.wordmark}>{t('brand')}</span>}
    </span>
  );
}

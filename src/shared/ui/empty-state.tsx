import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  /** One sentence: what is (not) here and what to do next. */
  message: ReactNode;
  /** One action, e.g. a <LinkButton>. */
  action?: ReactNode;
  /** Replaces the default empty-tray illustration (decorative). */
  illustration?: ReactNode;
  /** Tighter spacing inside cards and dialogs. */
  compact?: boolean;
  className?: string;
};

function EmptyTray() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" fill="none" aria-hidden="true">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="#F2F3F5" />
      <rect
        x="30"
        y="14"
        width="52"
        height="40"
        rx="6"
        transform="rotate(-8 30 14)"
        fill="#FFE2C9"
      />
      <rect
        x="38"
        y="18"
        width="52"
        height="40"
        rx="6"
        transform="rotate(6 38 18)"
        fill="#FFF3E8"
        stroke="#FFB054"
        strokeWidth="1.5"
      />
      <circle cx="52" cy="32" r="4" fill="#FFB054" />
      <path
        d="M42 53l11-11 8 8 6-5 13 12"
        stroke="#FF7A1A"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M22 60h76l-8 22H30l-8-22Z"
        fill="#FFFFFF"
        stroke="#E5E6EB"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M44 68h32" stroke="#E5E6EB" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ message, action, illustration, compact, className }: EmptyStateProps) {
  return (
    <div className={[styles.root, compact && styles.compact, className].filter(Boolean).join(' ')}>
      <div className={styles.illustration}>{illustration ?? <EmptyTray />}</div>
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerProps = {
  /** Diameter in px (default 20). */
  size?: number;
  /** When given, the spinner is a polite live region announcing this text; otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={styles.svg}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path
        d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
  const cls = className ? `${styles.root} ${className}` : styles.root;
  if (!label) return <span className={cls}>{svg}</span>;
  return (
    <span className={cls} role="status">
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

import styles from './progress-bar.module.css';

/**
 * A thin bar across the top of the window for work of unknown length (a page on its way). It has
 * no value: an indeterminate progressbar, named for screen readers by `label`. `delayed` fades it in
 * after a moment, for a state that a normal load passes through too quickly to be worth a flash.
 */
export function ProgressBar({ label, delayed }: { label: string; delayed?: boolean }) {
  const className = delayed ? `${styles.track} ${styles.delayed}` : styles.track;
  return (
    <div className={className} role="progressbar" aria-label={label}>
      <span className={styles.bar} />
    </div>
  );
}

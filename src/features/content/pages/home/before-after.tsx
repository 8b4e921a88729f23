import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ILLUSTRATIONS,
  ILLUSTRATION_SIZE,
  PORTRAIT_BEFORE,
} from '@/features/content/assets/illustrations';
import styles from './before-after.module.css';

/**
 * The hero's before/after comparison. A native range input drives the split, so it works by
 * drag, tap and keyboard, and reads as a slider to assistive technology.
 */
export function BeforeAfter() {
  const { t } = useTranslation('content');
  const [split, setSplit] = useState(50);
  return (
    <div className={styles.compare} style={{ '--split': `${split}%` } as CSSProperties}>
      <img
        className={styles.image}
        src={ILLUSTRATIONS.portrait}
        alt={t('home.compare.afterAlt')}
        width={ILLUSTRATION_SIZE.width}
        height={ILLUSTRATION_SIZE.height}
        fetchPriority="high"
      />
      <div className={styles.before}>
        <img
          className={styles.image}
          src={PORTRAIT_BEFORE}
          alt={t('home.compare.beforeAlt')}
          width={ILLUSTRATION_SIZE.width}
          height={ILLUSTRATION_SIZE.height}
        />
      </div>
      <span className={`${styles.tag} ${styles.tagBefore}`} aria-hidden="true">
        {t('home.compare.before')}
      </span>
      <span className={`${styles.tag} ${styles.tagAfter}`} aria-hidden="true">
        {t('home.compare.after')}
      </span>
      <span className={styles.handle} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      <input
        className={styles.range}
        type="range"
        min={0}
        max={100}
        step={1}
        value={split}
        aria-label={t('home.compare.label')}
        aria-valuetext={`${t('home.compare.before')} ${split}%`}
        onChange={(event) => setSplit(Number(event.target.value))}
      />
    </div>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/clipboard';
import { notify } from '@/shared/ui/notify';
import styles from './orders.module.css';

function CopyIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}

/**
 * The order number and its copy button. Where copying is refused or impossible (some in-app
 * browsers), the number is selected so a long press or Ctrl+C copies it.
 */
export function TradeNo({ no }: { no: string }) {
  const { t } = useTranslation('profile');
  const numberRef = useRef<HTMLSpanElement>(null);
  const copy = async () => {
    if (await copyText(no)) {
      void notify(t('orders.copied'), 'success');
      return;
    }
    const number = numberRef.current;
    if (number) window.getSelection()?.selectAllChildren(number);
    void notify(t('orders.copyFailed'), 'warning');
  };
  return (
    <span className={styles.tradeLine}>
      <span className={styles.tradeLabel}>{t('orders.tradeNo')}</span>
      <span ref={numberRef} className={styles.tradeNo}>
        {no}
      </span>
      <button
        type="button"
        className={styles.copy}
        onClick={() => void copy()}
        aria-label={t('orders.copyLabel', { no })}
      >
        <span className={styles.copyPill} aria-hidden="true">
          <CopyIcon />
          {t('orders.copy')}
        </span>
      </button>
    </span>
  );
}

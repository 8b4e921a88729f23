import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_LINES, type PackageLine } from '../model/catalog';
import styles from './payment-page.module.css';

export const tabId = (line: PackageLine) => `payment-tab-${line}`;
export const panelId = (line: PackageLine) => `payment-panel-${line}`;

/** The two packages as tabs (WAI-ARIA tabs: arrows, Home and End move and select). */
export function LineTabs({
  value,
  onChange,
}: {
  value: PackageLine;
  onChange: (line: PackageLine) => void;
}) {
  const { t } = useTranslation('payment');
  const refs = useRef<Partial<Record<PackageLine, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PACKAGE_LINES.indexOf(value);
    const last = PACKAGE_LINES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PACKAGE_LINES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + PACKAGE_LINES.length) % PACKAGE_LINES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const line = PACKAGE_LINES[next]!;
    onChange(line);
    refs.current[line]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('lines.label')} onKeyDown={move}>
      {PACKAGE_LINES.map((line) => (
        <button
          key={line}
          ref={(el) => {
            refs.current[line] = el;
          }}
          type="button"
          role="tab"
          id={tabId(line)}
          aria-selected={value === line}
          aria-controls={panelId(line)}
          tabIndex={value === line ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(line)}
        >
          <span className={styles.tabName}>{t(`lines.${line}.name`)}</span>
          <span className={styles.tabScene}>{t(`lines.${line}.scene`)}</span>
        </button>
      ))}
    </div>
  );
}

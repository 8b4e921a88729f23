import { useTranslation } from 'react-i18next';
import { LITE_EFFECT_MAX_OUTPUT_PX, PIECE_MAX_OUTPUT_PX } from '@/shared/constants';
import styles from './payment-page.module.css';

const COMPARE_ROWS = [
  'scene',
  'billing',
  'output',
  'effect',
  'speed',
  'live',
  'storage',
  'validity',
] as const;

/** docs/product-rules.md §2/§9: LiteEffect (smooth) versus piece (fine), feature by feature. */
export function ComparisonTable() {
  const { t } = useTranslation('payment');
  return (
    <section className={styles.section} aria-labelledby="payment-compare-heading">
      <h2 id="payment-compare-heading" className={styles.sectionTitle}>
        {t('compare.heading')}
      </h2>
      <p className={styles.sectionLead}>{t('compare.lead')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('compare.feature')}</th>
              <th scope="col">{t('compare.smooth')}</th>
              <th scope="col">{t('compare.fine')}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`compare.rows.${row}.label`)}</th>
                <td data-highlight={row === 'output' || undefined}>
                  {row === 'output'
                    ? `${LITE_EFFECT_MAX_OUTPUT_PX} px`
                    : t(`compare.rows.${row}.smooth`)}
                </td>
                <td data-highlight={row === 'output' || undefined}>
                  {row === 'output' ? `${PIECE_MAX_OUTPUT_PX} px` : t(`compare.rows.${row}.fine`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Purchase notices per business type (docs/product-rules.md §2, §9). */
const NOTICE_GROUPS = ['vip', 'piece', 'liteEffect', 'storage'] as const;

export function PurchaseNotices() {
  const { t } = useTranslation('payment');
  return (
    <section className={styles.section} aria-labelledby="payment-notices-heading">
      <h2 id="payment-notices-heading" className={styles.sectionTitle}>
        {t('notices.heading')}
      </h2>
      <div className={styles.notices}>
        {NOTICE_GROUPS.map((group) => (
          <section
            key={group}
            className={styles.notice}
            aria-labelledby={`payment-notice-${group}`}
          >
            <h3 id={`payment-notice-${group}`} className={styles.noticeTitle}>
              {t(`notices.${group}.title`)}
            </h3>
            <ul className={styles.noticeList}>
              {Object.entries(
                t(`notices.${group}.items`, { returnObjects: true }) as Record<string, string>,
              ).map(([key, text]) => (
                <li key={key}>{text}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

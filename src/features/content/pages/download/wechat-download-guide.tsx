import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import styles from './wechat-download-guide.module.css';

/** Points at WeChat's own “···” menu, which sits above the page at the top right. */
function CornerArrow() {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 58 Q46 54 58 8" />
      <path d="M48 16.4 L58 8 L62.5 20.2" />
    </svg>
  );
}

export interface WechatDownloadGuideProps {
  /** The download button the visitor tapped (its label is step 3). */
  action: string | null;
  onClose: () => void;
}

/**
 * WeChat's in-app browser does not download installers: a tap on a download there opens this
 * guide to the browser instead (docs/product-rules.md §2).
 */
export function WechatDownloadGuide({ action, onClose }: WechatDownloadGuideProps) {
  const { t } = useTranslation('content');
  const g = 'download.wechatGuide';
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${g}.title`)}
      description={t(`${g}.description`)}
      className={styles.guide}
      overlayClassName={styles.overlay}
    >
      <CornerArrow />
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <span>
            {t(`${g}.menu`)}
            <span className={styles.menuChip} role="img" aria-label={t(`${g}.menuLabel`)}>
              ···
            </span>
          </span>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <span>{t(`${g}.open`)}</span>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            3
          </span>
          <span>{t(`${g}.download`, { action: action ?? '' })}</span>
        </li>
      </ol>
      <Button className={styles.done} size="lg" block onClick={onClose}>
        {t(`${g}.done`)}
      </Button>
    </Dialog>
  );
}

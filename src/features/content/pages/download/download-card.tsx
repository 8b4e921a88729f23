import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadEntry } from '@/api/types';
import { formatDate, formatFileSize } from '@/shared/format';
import { AnchorButton } from '@/shared/ui/link-button';
import { Button } from '@/shared/ui/button';
import { DownloadIcon } from '@/shared/ui/icons';
import skeleton from '@/shared/ui/skeleton.module.css';
import styles from './download-page.module.css';
import { trackAs } from '@/shared/events/tracked-click';

type DownloadTarget = { label: string; entry: DownloadEntry | undefined; testId: string };

export type DownloadCardProps = {
  id: string;
  name: string;
  requirement: string;
  mark: ReactNode;
  /** One target per button (macOS has two: Apple chip and Intel). */
  targets: DownloadTarget[];
  current: boolean;
  status: 'pending' | 'error' | 'success';
  showActions: boolean;
  actionProps: Record<string, string>;
  /** Runs on a tap of a download button (given the button's label); may cancel the navigation. */
  onDownload?: ((event: MouseEvent<HTMLAnchorElement>, label: string) => void) | undefined;
};

function Details({ entry }: { entry: DownloadEntry | undefined }) {
  const { t } = useTranslation('content');
  if (!entry) return <p className={styles.details}>{t('download.unavailable')}</p>;
  return (
    <p className={styles.details}>
      <span>{t('download.version', { version: entry.version })}</span>
      <span>{t('download.size', { size: formatFileSize(entry.size) })}</span>
      <span className={styles.detailsDate}>
        {t('download.updated', { date: formatDate(entry.updated_at) })}
      </span>
    </p>
  );
}

/** One platform: name, requirement, version/size/date from enumerate/info, and its download buttons. */
export function DownloadCard({
  id,
  name,
  requirement,
  mark,
  targets,
  current,
  status,
  showActions,
  actionProps,
  onDownload,
}: DownloadCardProps) {
  const { t } = useTranslation('content');
  const headingId = `download-${id}`;
  const buttonLabel = (target: DownloadTarget) =>
    targets.length > 1 ? `${name} · ${target.label}` : target.label;
  return (
    <article
      className={`${styles.card} ${current ? styles.current : ''}`}
      aria-labelledby={headingId}
      data-platform={id}
      data-current={current || undefined}
    >
      <div className={styles.cardHead}>
        <span className={styles.mark}>{mark}</span>
        <div>
          <h3 id={headingId} className={styles.cardTitle}>
            {name}
            {current && <span className={styles.currentBadge}>{t('download.yourDevice')}</span>}
          </h3>
          <p className={styles.requirement}>{requirement}</p>
        </div>
      </div>
      {targets.map((target) => (
        <div key={target.testId} className={styles.target}>
          {targets.length > 1 && <p className={styles.targetLabel}>{target.label}</p>}
          {status === 'pending' ? (
            // One box while the builds load, its lines and button drawn by a mask: when they
            // arrive it leaves whole, one box out of the layout, instead of a line, a hidden label
            // and a disabled button changed in place (docs/decisions/0008-first-load-budget.md
            // "`/download`'s targets swapped whole").
            <div
              className={`${styles.targetBones} ${skeleton.pulse}`}
              data-actions={showActions || undefined}
              aria-hidden="true"
            />
          ) : (
            <>
              <Details entry={target.entry} />
              {showActions &&
                (target.entry ? (
                  <AnchorButton
                    href={target.entry.url}
                    size="lg"
                    block
                    variant={current ? 'primary' : 'secondary'}
                    icon={<DownloadIcon size={18} />}
                    rel="noopener"
                    data-testid={target.testId}
                    {...trackAs(`download.${target.testId.slice('download-'.length)}`)}
                    onClick={onDownload && ((event) => onDownload(event, buttonLabel(target)))}
                    {...actionProps}
                  >
                    {buttonLabel(target)}
                  </AnchorButton>
                ) : (
                  <Button
                    size="lg"
                    block
                    variant="secondary"
                    disabled
                    data-testid={target.testId}
                    {...actionProps}
                  >
                    {buttonLabel(target)}
                  </Button>
                ))}
            </>
          )}
        </div>
      ))}
    </article>
  );
}

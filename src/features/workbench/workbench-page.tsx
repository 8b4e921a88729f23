import { reloadPage } from '@/shared/navigation';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/shared/config/env';
import { useDocumentMeta } from '@/shared/hooks/use-document-title';
import { CheckIcon } from '@/shared/ui/icons';
import { notify } from '@/shared/ui/notify';
import { Spinner } from '@/shared/ui/spinner';
import type { WbErrorKind, WbStatus } from './lifecycle';
import { useWorkbenchApp, type UseWorkbenchAppOptions } from './use-workbench-app';
import './container.css';
import hidden from '@/shared/ui/visually-hidden.module.css';
import styles from './workbench-page.module.css';

interface WorkbenchErrorProps {
  kind: WbErrorKind;
  /** User-facing Chinese text for the error screen. */
  message: string;
  retry: () => void;
}

export interface WorkbenchPageProps {
  prefix: string;
  /** The app's error screen (features cannot import the app layer). */
  renderError: (props: WorkbenchErrorProps) => ReactNode;
  entry?: string;
  loadQiankun?: UseWorkbenchAppOptions['loadQiankun'];
}

const STEPS = ['loading', 'mounting', 'mounted'] as const;
const BUSY: ReadonlySet<WbStatus> = new Set(['idle', 'loading', 'mounting']);

/**
 * A new document: a qiankun load that failed stays cached in this one (docs/integration-notes.md
 * §1).
 */
const reload = reloadPage;

/**
 * The workbench route's page. The sub-app itself renders into #qiankun-content (in the app
 * shell); this shows its lifecycle until it is mounted, and the error screen when it fails.
 */
export function WorkbenchPage({
  prefix,
  renderError,
  entry = env.workbenchEntry,
  loadQiankun,
}: WorkbenchPageProps) {
  const { t } = useTranslation('workbench');
  useDocumentMeta(t('documentTitle'));
  const { status, failure } = useWorkbenchApp({
    entry,
    prefix,
    ...(loadQiankun ? { loadQiankun } : {}),
    // The last step of the lifecycle happens after this page has gone: say it in a toast.
    onUnmounted: () => void notify(t('status.unmounted'), 'info'),
  });

  if (status === 'error') {
    const kind = failure?.kind ?? 'mount';
    return renderError({ kind, message: t(`errors.${kind}`), retry: reload });
  }

  const reached = STEPS.indexOf(status as (typeof STEPS)[number]);
  return (
    <section
      className={styles.stage}
      data-status={status}
      aria-busy={BUSY.has(status)}
      aria-labelledby="workbench-heading"
    >
      <h1 id="workbench-heading" className={hidden.root}>
        {t('heading')}
      </h1>
      <div className={status === 'mounted' ? styles.statusReady : styles.status}>
        {BUSY.has(status) && <Spinner size={28} className={styles.spinner} />}
        <p role="status" className={styles.statusText}>
          {t(`status.${status}`)}
        </p>
        <ol className={styles.steps} aria-hidden="true">
          {STEPS.map((step, index) => (
            <li
              key={step}
              className={styles.step}
              data-state={
                index < reached || status === 'mounted'
                  ? 'done'
                  : index === reached
                    ? 'current'
                    : 'todo'
              }
            >
              <span className={styles.dot}>
                {index < reached || status === 'mounted' ? <CheckIcon size={12} /> : index + 1}
              </span>
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import styles from './profile.module.css';

/**
 * Loading and failure of one query, in place: a spinner, or the reason with 重试 (the API layer
 * has already toasted the message; this keeps the page from being blank).
 */
export function QueryState<T>({
  query,
  children,
  placeholderClassName,
  alsoWaitFor = false,
}: {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
  /** Sizes the loading placeholder like the content it stands for, so nothing below jumps. */
  placeholderClassName?: string;
  /** Other data the content needs (still loading): the content appears whole, not in steps. */
  alsoWaitFor?: boolean;
}) {
  const placeholder = [styles.placeholder, placeholderClassName].filter(Boolean).join(' ');
  const { t } = useTranslation('profile');
  if (query.isPending || (alsoWaitFor && !query.isError)) {
    return (
      <div className={placeholder}>
        <Spinner size={24} label={t('state.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={placeholder} role="alert">
        <p className={styles.placeholderText}>{t('state.failed')}</p>
        {isApiError(query.error) && <p className={styles.muted}>{query.error.message}</p>}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

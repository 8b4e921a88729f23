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
}: {
  query: UseQueryResult<T, unknown>;
  children: (data: T) => ReactNode;
  /** Sizes the loading placeholder like the content it stands for, so nothing below jumps. */
  placeholderClassName?: string;
}) {
  const placeholder = [styles.placeholder, placeholderClassName].filter(Boolean).join(' ');
  const { t } = useTranslation('profile');
  if (query.isPending) {
    return (
      <div className={placeholder}>
        <Spinner size={24} label={t('state.loading')} />
      </div>
    );
  }
  if (query.isError) return <QueryFailed query={query} className={placeholder} />;
  return <>{children(query.data)}</>;
}

/** A query's failure in place of its content: the reason and 重试. */
export function QueryFailed({
  query,
  className = styles.placeholder,
}: {
  query: UseQueryResult<unknown, unknown>;
  className?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className={className} role="alert">
      <p className={styles.placeholderText}>{t('state.failed')}</p>
      {isApiError(query.error) && <p className={styles.muted}>{query.error.message}</p>}
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

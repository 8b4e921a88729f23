import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './contact-form.module.css';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

/** Label + control + one line for its message (so a message never moves the fields below). */
export function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const errorId = `${id}-error`;
  return (
    <div className={styles.row} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true" title={t('form.required')}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}

import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/shared/ui/icons';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import type { LoginField } from './login-fields';
import type { useLoginForm } from './use-login-form';
import styles from './login-form.module.css';

type LoginForm = ReturnType<typeof useLoginForm>;

/**
 * A paste into a login field replaces the selection and is normalised with the rest. The max
 * lengths (PHONE_MAX_LENGTH, CODE_INPUT_MAX_LENGTH) apply to the normalised value, not to what was
 * typed or pasted: no maxLength attribute, which would cut a pasted "138 0013 8000" or an IME's
 * full-width "１３８…" before it could be normalised.
 */
export const pasteInto =
  (form: LoginForm, field: LoginField) => (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    form.change(field, input.value.slice(0, start) + text + input.value.slice(end));
  };

/** The login form's phone field: +86, the number, a clear button and its message. */
export function PhoneField({
  form,
  inputRef,
  id,
  errorId,
  onEnter,
}: {
  form: LoginForm;
  inputRef: RefObject<HTMLInputElement | null>;
  id: string;
  errorId: string;
  /** Enter with a valid number: it moves on to the code rather than submitting half a form. */
  onEnter: () => void;
}) {
  const { t } = useTranslation('auth');
  const value = form.values.phone;
  const error = form.errors.phone;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (form.check('phone') !== undefined) onEnter();
  };
  return (
    <div className={styles.row}>
      <div className={styles.field} data-invalid={error ? '' : undefined}>
        <label htmlFor={id}>
          <VisuallyHidden>{t('login.phoneLabel')}</VisuallyHidden>
        </label>
        <span className={styles.prefix} aria-hidden="true">
          {t('login.phonePrefix')}
        </span>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('login.phonePlaceholder')}
          value={value}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => form.change('phone', event.target.value)}
          onPaste={pasteInto(form, 'phone')}
          onBlur={() => form.check('phone')}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('login.clearPhone')}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              form.change('phone', '');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={14} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

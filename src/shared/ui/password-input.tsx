import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';
import styles from './password-input.module.css';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Class of the wrapper (the input itself takes `className`). */
  wrapperClassName?: string;
};

/**
 * A password field whose eye icon toggles the text between hidden and visible
 * (docs/product-rules.md §4 "Password input"). The toggle is a real button with a pressed state, so
 * it works by keyboard and screen readers announce what it does.
 */
export function PasswordInput({ wrapperClassName, className, ...rest }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <span className={wrapperClassName ? `${styles.wrapper} ${wrapperClassName}` : styles.wrapper}>
      <input
        {...rest}
        type={visible ? 'text' : 'password'}
        className={className ? `${styles.input} ${className}` : styles.input}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        disabled={rest.disabled}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeIcon size={18} /> : <EyeOffIcon size={18} />}
      </button>
    </span>
  );
}

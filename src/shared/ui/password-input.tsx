import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSvg, type IconProps } from './icons';
import styles from './password-input.module.css';

function EyeIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </IconSvg>
  );
}

function EyeOffIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.4M6.5 6.8C3.9 8.5 2.5 12 2.5 12s3.5 6.5 9.5 6.5c1.8 0 3.3-.6 4.6-1.4" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </IconSvg>
  );
}

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

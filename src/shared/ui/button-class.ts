import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = {
  /** primary: brand-strong fill; secondary: outline; text: no box (default primary). */
  variant?: ButtonVariant;
  /** sm 32 px, md 40 px, lg 48 px high (at least 44 px on phones). Default md. */
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  className?: string;
};

/** One class list for every element styled as a button (<button>, router <Link>, <a>). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonStyleProps): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

export { styles as buttonStyles };

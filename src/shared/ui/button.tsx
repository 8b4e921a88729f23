import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { buttonClassName, buttonStyles as styles, type ButtonStyleProps } from './button-class';
import { Spinner } from './spinner';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner over the label, keeps the width, and ignores clicks (focus is kept). */
    loading?: boolean;
    /** An icon before the label. */
    icon?: ReactNode;
  };

/** Label + optional icon + loading overlay; shared by Button, LinkButton and AnchorButton. */
export function ButtonContent({
  icon,
  loading,
  children,
}: {
  icon?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {loading && <Spinner className={styles.spinner} size={18} />}
    </>
  );
}

export function Button({
  variant,
  size,
  block,
  className,
  loading = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled rather than disabled while loading, so keyboard focus is not lost mid-submit.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <ButtonContent icon={icon} loading={loading}>
        {children}
      </ButtonContent>
    </button>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonStyleProps } from './button-class';
import { ButtonContent } from './button';

export type LinkButtonProps = LinkProps &
  ButtonStyleProps & { icon?: ReactNode; ref?: ComponentPropsWithRef<'a'>['ref'] };

/** A router link (`to`) that looks like a Button. */
export function LinkButton({
  variant,
  size,
  block,
  className,
  icon,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <Link className={buttonClassName({ variant, size, block, className })} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </Link>
  );
}

export type AnchorButtonProps = ComponentPropsWithRef<'a'> &
  ButtonStyleProps & { href: string; icon?: ReactNode };

/** A plain `<a href>` (external pages, app stores, downloads) that looks like a Button. */
export function AnchorButton({
  variant,
  size,
  block,
  className,
  icon,
  children,
  ...rest
}: AnchorButtonProps) {
  return (
    <a className={buttonClassName({ variant, size, block, className })} {...rest}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </a>
  );
}

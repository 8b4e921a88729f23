import type { ComponentPropsWithRef } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only (still read by screen readers, never shown). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span className={className ? `${styles.root} ${className}` : styles.root} {...rest} />;
}

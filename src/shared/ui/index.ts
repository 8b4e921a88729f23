/**
 * Light primitives only. Dialog (`@/shared/ui/dialog`) and Toaster (`@/shared/ui/toaster`) pull in
 * Radix and sonner: import them from their own files, in lazily loaded components.
 */
export { Button, type ButtonProps } from './button';
export {
  buttonClassName,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-class';
export {
  AnchorButton,
  LinkButton,
  type AnchorButtonProps,
  type LinkButtonProps,
} from './link-button';
export { EmptyState, type EmptyStateProps } from './empty-state';
export * from './icons';
export { Logo, type LogoProps } from './logo';
export { notify, type NotifyKind } from './notify';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden } from './visually-hidden';

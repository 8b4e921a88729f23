import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OVERLAY_CLICK_BLOCK_MS } from '@/shared/constants';
import { afterNextPaint } from '@/shared/after-next-paint';
import { CloseIcon } from './icons';
import { ScrollLock } from './scroll-lock';
import styles from './dialog.module.css';

type ContentProps = ComponentProps<typeof RadixDialog.Content>;

export type DialogProps = {
  /** Controlled open state (or leave undefined and use `defaultOpen` / `trigger`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Required: the dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, linked as the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Action row at the bottom (buttons, right-aligned; stacked full width on phones). */
  footer?: ReactNode;
  /** An element that opens the dialog (rendered as the Radix trigger, e.g. a <Button>). */
  trigger?: ReactNode;
  /** Width in px on screens ≥ 600 px (default `--dialog-width`; full width below). */
  width?: number;
  /** Overlay clicks do nothing when false (Esc and the close icon still close). Default true. */
  closeOnOverlayClick?: boolean;
  /** Hide the close icon (keep Esc). */
  hideClose?: boolean;
  className?: string;
  /** Extra class of the dimmed layer behind the dialog. */
  overlayClassName?: string;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
};

/**
 * What Radix's focus scope would focus on opening: the first control that takes Tab focus and is
 * shown (not a link).
 */
function firstTabbable(container: HTMLElement): HTMLElement | undefined {
  const candidates = container.querySelectorAll<HTMLElement>(
    'button, input, select, textarea, [tabindex]',
  );
  return [...candidates].find(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !(el instanceof HTMLInputElement && el.type === 'hidden') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * docs/product-rules.md §9: a transparent layer over everything for OVERLAY_CLICK_BLOCK_MS, so the
 * tap that closed the dialog does not also "click through" to what was under the overlay (ghost
 * clicks).
 */
function blockPointerEventsBriefly() {
  const shield = document.createElement('div');
  shield.className = styles.shield ?? '';
  shield.setAttribute('aria-hidden', 'true');
  shield.dataset.dialogShield = '';
  document.body.append(shield);
  window.setTimeout(() => shield.remove(), OVERLAY_CLICK_BLOCK_MS);
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  trigger,
  width,
  closeOnOverlayClick = true,
  hideClose = false,
  className,
  overlayClassName,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation('common');
  // Radix gives focus back only to its own Trigger; a controlled dialog opened by any other
  // control (or by a route) gives it back to whatever had it when the dialog opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Focus moves in after the dialog's first paint: focusing inside the commit that mounts it
  // forces a layout of the whole page then (docs/decisions/0015-interactions.md). A caller's own
  // choice (onOpenAutoFocus) runs then too.
  const handleOpenAutoFocus: ContentProps['onOpenAutoFocus'] = (event) => {
    returnFocusTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    event.preventDefault();
    void afterNextPaint().then(() => {
      const content = contentRef.current;
      if (!content?.isConnected || content.contains(document.activeElement)) return;
      const own = new Event('focus-on-open', { cancelable: true });
      onOpenAutoFocus?.(own);
      if (!own.defaultPrevented) (firstTabbable(content) ?? content).focus();
    });
  };
  const handleCloseAutoFocus: ContentProps['onCloseAutoFocus'] = (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || trigger) return;
    event.preventDefault();
    if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  };
  const onPointerDownOutside: ContentProps['onPointerDownOutside'] = (event) => {
    if (!closeOnOverlayClick) event.preventDefault();
    else blockPointerEventsBriefly();
  };
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={overlayClassName ? `${styles.overlay} ${overlayClassName}` : styles.overlay}
        />
        <RadixDialog.Content
          ref={contentRef}
          className={className ? `${styles.content} ${className}` : styles.content}
          style={width ? { width } : undefined}
          onPointerDownOutside={onPointerDownOutside}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {/* Mounted only while open: the shared counter keeps the page locked under stacked dialogs. */}
          <ScrollLock />
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
          {/* Last in the DOM (shown top-right) so that opening focuses the first field, not the close icon. */}
          {!hideClose && (
            <RadixDialog.Close className={styles.close} aria-label={t('close')}>
              <CloseIcon size={20} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

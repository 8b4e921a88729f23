import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTER_THROTTLE_MS } from '@/shared/constants';
import { Button } from './button';
import { Dialog } from './dialog';
import styles from './confirm-dialog.module.css';

/** What closes the dialog: 确定 (button or Enter), 取消, or the close icon / Esc / overlay. */
export type ConfirmAction = 'confirm' | 'cancel' | 'close';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question or explanation under the title (may hold links). */
  message?: ReactNode;
  /** Default `确定`. */
  confirmText?: ReactNode;
  /** Default `取消`. */
  cancelText?: ReactNode;
  /**
   * Runs on 确定. May be async: the button shows a spinner meanwhile, and a rejection keeps the
   * dialog open (the caller shows what went wrong).
   */
  onConfirm?: () => void | Promise<void>;
  /** Runs when the dialog closes any other way (取消, close icon, Esc, overlay). */
  onCancel?: () => void;
  /**
   * Asked before every close, first thing; returning (or resolving to) `false` vetoes it and the
   * dialog stays open (docs/product-rules.md §4 "an optional hook before closing can veto").
   */
  beforeClose?: (action: ConfirmAction) => boolean | void | Promise<boolean | void>;
  /** Width in px on screens ≥ 600 px (default `--dialog-width`). */
  width?: number;
};

const isEditable = (el: Element) =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLElement && el.isContentEditable);

/**
 * Confirm dialog of docs/product-rules.md §2/§4: title, message, 取消 / 确定, close icon. Enter
 * confirms, at most once per ENTER_THROTTLE_MS (a held or double-pressed Enter must not confirm
 * twice). Page scroll is locked through the shared counter of every Dialog; overlay/box layers are
 * `--z-overlay` / `--z-dialog` (src/styles/tokens.css).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  beforeClose,
  width,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<ConfirmAction | null>(null);
  const busyRef = useRef(false);
  const lastEnterAt = useRef(Number.NEGATIVE_INFINITY);
  const bodyRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  const setBusyState = (action: ConfirmAction | null) => {
    busyRef.current = action !== null;
    setBusy(action);
  };

  const close = async (action: ConfirmAction) => {
    if (busyRef.current) return;
    setBusyState(action);
    try {
      if ((await beforeClose?.(action)) === false) return;
      if (action === 'confirm') {
        try {
          await onConfirm?.();
        } catch {
          return;
        }
      } else {
        onCancel?.();
      }
      onOpenChange(false);
    } finally {
      setBusyState(null);
    }
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
      const dialog = bodyRef.current?.closest('[role="dialog"]');
      const target = event.target;
      if (!dialog || !(target instanceof Element) || !dialog.contains(target)) return;
      if (isEditable(target) || target.closest('a[href]')) return;
      // Other buttons (取消, the close icon) keep their own Enter.
      const button = target.closest('button');
      if (button && button !== confirmRef.current) return;
      event.preventDefault();
      const now = Date.now();
      if (now - lastEnterAt.current < ENTER_THROTTLE_MS) return;
      lastEnterAt.current = now;
      void closeRef.current('confirm');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) onOpenChange(true);
        else void close('close');
      }}
      title={title}
      width={width}
      onOpenAutoFocus={(event) => {
        // Focus 确定, so that Enter (and Space) confirm right away.
        event.preventDefault();
        confirmRef.current?.focus();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={busy !== null} onClick={() => void close('cancel')}>
            {cancelText ?? t('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            loading={busy === 'confirm'}
            onClick={() => void close('confirm')}
          >
            {confirmText ?? t('confirm')}
          </Button>
        </>
      }
    >
      <div ref={bodyRef} className={styles.message}>
        {message}
      </div>
    </Dialog>
  );
}

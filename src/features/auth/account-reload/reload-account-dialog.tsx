import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import styles from './reload-account-dialog.module.css';

export interface ReloadAccountDialogProps {
  /** Loads the account again; resolves when the dialog may close (loaded, or the session ended). */
  onReload: () => Promise<boolean>;
  /** 使用其他账号登录: leaves this session for the login dialog. */
  onSwitchAccount: () => void;
  /** The close icon or Esc: stays on the home page, still logged in. */
  onDismiss: () => void;
}

/**
 * Shown by the login route to a visitor who still holds a token but whose account could not be
 * loaded (docs/product-rules.md §4 "Session"): the session is kept, so 重新加载 is one tap away.
 */
export function ReloadAccountDialog({
  onReload,
  onSwitchAccount,
  onDismiss,
}: ReloadAccountDialogProps) {
  const { t } = useTranslation('auth');
  const [reloading, setReloading] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);
  const reloadRef = useRef<HTMLButtonElement>(null);

  const reload = async () => {
    if (reloading) return;
    setReloading(true);
    setFailedAgain(false);
    const done = await onReload();
    setReloading(false);
    setFailedAgain(!done);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !reloading) onDismiss();
      }}
      title={t('reloadAccount.title')}
      description={t('reloadAccount.message')}
      closeOnOverlayClick={false}
      onOpenAutoFocus={(event) => {
        // The way forward is 重新加载: Enter or Space tries again at once.
        event.preventDefault();
        reloadRef.current?.focus();
      }}
      footer={
        <>
          <Button variant="secondary" disabled={reloading} onClick={onSwitchAccount}>
            {t('reloadAccount.switchAccount')}
          </Button>
          <Button ref={reloadRef} loading={reloading} onClick={() => void reload()}>
            {t('reloadAccount.reload')}
          </Button>
        </>
      }
    >
      {failedAgain && (
        <p role="alert" className={styles.failed}>
          {t('reloadAccount.failedAgain')}
        </p>
      )}
    </Dialog>
  );
}

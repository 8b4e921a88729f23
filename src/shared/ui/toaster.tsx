import { Toaster as Sonner, toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { t } from '@/i18n';
import type { NotifyKind } from './notify-kind';
import styles from './toaster.module.css';

/** Messages on screen now, by kind + text, with how often each was raised (docs/brand.md: grouped). */
const shown = new Map<string, { id: string; count: number }>();
let nextId = 0;

function ToastText({ message, count }: { message: string; count: number }) {
  return (
    <span className={styles.text}>
      {message}
      {count > 1 && (
        <>
          {' '}
          <span className={styles.count}>{t('layout:toast.count', { count })}</span>
        </>
      )}
    </span>
  );
}

/**
 * Shows a toast at the top centre. The same message raised again while it is still on screen
 * updates that toast with a count (`网络请求超时… ×3`) and restarts its timer instead of stacking.
 */
export function notify(message: string, kind: NotifyKind = 'info'): void {
  const key = `${kind}\u0000${message}`;
  const existing = shown.get(key);
  const entry = existing
    ? { id: existing.id, count: existing.count + 1 }
    : { id: `notify-${++nextId}`, count: 1 };
  shown.set(key, entry);
  const forget = () => {
    if (shown.get(key)?.id === entry.id) shown.delete(key);
  };
  toast[kind](<ToastText message={message} count={entry.count} />, {
    id: entry.id,
    onDismiss: forget,
    onAutoClose: forget,
    // A changed duration makes sonner restart the timer, so a repeated message stays its full time.
    duration: (kind === 'error' ? 4000 : 3000) + entry.count,
  });
}

/** Mount once near the root (lazy-loaded by the app shell). */
export function Toaster() {
  const { t: tl } = useTranslation('layout');
  return (
    <Sonner
      position="top-center"
      className={styles.toaster}
      containerAriaLabel={tl('toast.region')}
      visibleToasts={3}
      expand
      offset={16}
      mobileOffset={12}
      toastOptions={{
        classNames: { toast: styles.toast },
        closeButtonAriaLabel: tl('toast.close'),
      }}
    />
  );
}

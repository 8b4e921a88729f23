import { useTranslation } from 'react-i18next';
import { Spinner } from '@/shared/ui/spinner';
import { useSendCode, type UseSendCodeOptions } from './use-send-code';
import styles from './login-form.module.css';

export type SendCodeButtonProps = UseSendCodeOptions & { className?: string };

/**
 * `获取验证码` → (spinner) → `已发送(59s)` → `获取验证码`. Sits inside the code field; a real
 * button, disabled whenever a click could not send (see canSendCode).
 */
export function SendCodeButton({ className, ...options }: SendCodeButtonProps) {
  const { t } = useTranslation('auth');
  const { state, enabled, trigger } = useSendCode(options);
  const sending = state.phase === 'sending';
  const label =
    state.phase === 'timing'
      ? t('sendCode.timing', { seconds: state.secondsLeft })
      : t('sendCode.idle');
  return (
    <button
      type="button"
      className={className ? `${styles.sendCode} ${className}` : styles.sendCode}
      disabled={!enabled}
      aria-busy={sending || undefined}
      data-phase={state.phase}
      onClick={() => void trigger()}
    >
      <span className={sending ? styles.hiddenLabel : undefined}>{label}</span>
      {sending && <Spinner size={16} className={styles.sendCodeSpinner} />}
    </button>
  );
}

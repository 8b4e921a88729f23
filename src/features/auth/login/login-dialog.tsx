import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENTER_THROTTLE_MS } from '@/shared/constants';
import { LoginMode } from '@/shared/enums';
import { maskPhone } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { PasswordInput } from '@/shared/ui/password-input';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { loginWithCredentials, sendLoginCode } from '../session';
import { isPhone, PASSWORD_MAX_LENGTH, type LoginField } from './login-fields';
import { SendCodeButton } from './send-code-button';
import { useLoginForm } from './use-login-form';
import { PhoneField, pasteInto } from './phone-field';
import { useLoginSubmit } from './use-login-submit';
import { loginFailure } from './login-submit-machine';
import { AgreementCheckbox, AgreementPrompt } from './agreement';
import styles from './login-form.module.css';

export type LoginDialogProps = {
  open: boolean;
  /** The login succeeded (token stored, user info loaded); the host closes the dialog. */
  onLoggedIn: () => void;
  /** Closed without logging in. */
  onCancel: () => void;
};

/**
 * One countdown for the login form, kept across reloads (docs/product-rules.md §4 "per source id").
 */
const LOGIN_COUNTDOWN_ID = 'login';

/**
 * The login dialog of docs/product-rules.md §2/§4: SMS mode by default, password mode on demand;
 * agreement required (the agreement prompt offers to accept it and go on); Enter in the code field
 * submits at most once per ENTER_THROTTLE_MS; the loading state is reset whatever happens.
 */
export function LoginDialog({ open, onLoggedIn, onCancel }: LoginDialogProps) {
  const { t } = useTranslation(['auth', 'api']);
  const queryClient = useQueryClient();
  const form = useLoginForm();
  const ids = useId();
  const [mode, setMode] = useState<LoginMode>(LoginMode.SMS);
  const lastEnterAt = useRef(Number.NEGATIVE_INFINITY);
  const phoneRef = useRef<HTMLInputElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  const { state, send, submitting } = useLoginSubmit(async (credentials) => {
    try {
      await loginWithCredentials(queryClient, credentials);
      onLoggedIn();
      return { type: 'loggedIn' };
    } catch (error) {
      const { field, message } = loginFailure(error, credentials.mode, t('api:error.unknown'));
      if (!field) return { type: 'loginFailed', formError: message };
      form.setError(field, message);
      secretRef.current?.focus();
      return { type: 'loginFailed' };
    }
  });
  const { agreed, formError, notice } = state;
  const loading = state.phase === 'submitting';

  const sms = mode === LoginMode.SMS;
  const secretField: LoginField = sms ? 'code' : 'password';
  const { values, errors } = form;

  const submit = () => {
    if (state.phase !== 'editing') return;
    const phone = form.check('phone');
    const secret = form.check(secretField);
    if (phone === undefined) return phoneRef.current?.focus();
    if (secret === undefined) return secretRef.current?.focus();
    send({ type: 'submitted', credentials: { phone, secret, mode } });
  };

  const onSecretKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastEnterAt.current < ENTER_THROTTLE_MS) return;
    lastEnterAt.current = now;
    submit();
  };

  const switchMode = () => {
    form.reset(secretField);
    send({ type: 'modeSwitched' });
    setMode(sms ? LoginMode.Password : LoginMode.SMS);
  };

  const close = (next: boolean) => {
    // A login in flight finishes first: closing now would leave its outcome nowhere to go.
    if (!next && !submitting()) onCancel();
  };

  const phoneId = `${ids}-phone`;
  const secretId = `${ids}-secret`;
  const agreeId = `${ids}-agree`;
  const errorId = (field: string) => `${ids}-${field}-error`;
  const describedBy = (field: LoginField, extra?: string) =>
    [errors[field] ? errorId(field) : undefined, extra].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={close}
        title={sms ? t('login.titleSms') : t('login.titlePassword')}
        description={sms ? t('login.subtitle') : undefined}
        className={styles.dialog}
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <PhoneField
            form={form}
            inputRef={phoneRef}
            id={phoneId}
            errorId={errorId('phone')}
            onEnter={() => secretRef.current?.focus()}
          />

          <div className={styles.row}>
            {sms ? (
              <div className={styles.field} data-invalid={errors.code ? '' : undefined}>
                <label htmlFor={secretId}>
                  <VisuallyHidden>{t('login.codeLabel')}</VisuallyHidden>
                </label>
                <input
                  ref={secretRef}
                  id={secretId}
                  className={styles.input}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('login.codePlaceholder')}
                  value={values.code}
                  required
                  aria-invalid={errors.code ? true : undefined}
                  aria-describedby={describedBy('code', notice ? `${ids}-notice` : undefined)}
                  onChange={(event) => form.change('code', event.target.value)}
                  onPaste={pasteInto(form, 'code')}
                  onBlur={() => form.check('code')}
                  onKeyDown={onSecretKeyDown}
                />
                <span className={styles.divider} aria-hidden="true" />
                <SendCodeButton
                  countdownId={LOGIN_COUNTDOWN_ID}
                  target={values.phone}
                  pattern={isPhone}
                  error={Boolean(errors.phone)}
                  disabled={loading}
                  validationMessage={t(
                    values.phone ? 'validation.phoneInvalid' : 'validation.phoneRequired',
                  )}
                  send={async () => {
                    send({ type: 'codeRequested' });
                    await sendLoginCode(values.phone);
                  }}
                  onError={(text) => send({ type: 'codeFailed', formError: text })}
                  onSent={() => {
                    send({
                      type: 'codeSent',
                      notice: t('login.codeSent', { phone: maskPhone(values.phone) }),
                    });
                    secretRef.current?.focus();
                  }}
                />
              </div>
            ) : (
              <div className={styles.field} data-invalid={errors.password ? '' : undefined}>
                <label htmlFor={secretId}>
                  <VisuallyHidden>{t('login.passwordLabel')}</VisuallyHidden>
                </label>
                <PasswordInput
                  ref={secretRef}
                  id={secretId}
                  wrapperClassName={styles.passwordWrapper}
                  className={styles.input}
                  autoComplete="current-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  placeholder={t('login.passwordPlaceholder')}
                  value={values.password}
                  required
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={describedBy('password')}
                  onChange={(event) => form.change('password', event.target.value)}
                  onBlur={() => form.check('password')}
                  onKeyDown={onSecretKeyDown}
                />
              </div>
            )}
            {errors[secretField] ? (
              <p id={errorId(secretField)} className={styles.error} role="alert">
                {errors[secretField]}
              </p>
            ) : (
              sms &&
              notice && (
                <p id={`${ids}-notice`} className={styles.notice} role="status">
                  {notice}
                </p>
              )
            )}
          </div>

          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}

          <Button type="submit" size="lg" block loading={loading} className={styles.submit}>
            {t('login.submit')}
          </Button>

          <AgreementCheckbox
            id={agreeId}
            checked={agreed}
            onChange={(next) => send({ type: 'agreementToggled', agreed: next })}
          />

          <div className={styles.switchRow}>
            <button type="button" className={styles.switchMode} onClick={switchMode}>
              {sms ? t('login.switchToPassword') : t('login.switchToSms')}
            </button>
          </div>
        </form>
      </Dialog>

      <AgreementPrompt
        open={state.phase === 'confirming'}
        onAccept={() => send({ type: 'agreementAccepted' })}
        onDecline={() => send({ type: 'agreementDeclined' })}
      />
    </>
  );
}

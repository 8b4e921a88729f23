import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { sendVerifyCode } from '@/api/services/user';
import { ENTER_THROTTLE_MS } from '@/shared/constants';
import { BusinessCode, LoginMode } from '@/shared/enums';
import { maskPhone } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { CloseIcon } from '@/shared/ui/icons';
import { PasswordInput } from '@/shared/ui/password-input';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { loginWithCredentials, type Credentials } from '../session';
import { isPhone, PASSWORD_MAX_LENGTH, type LoginField } from './login-fields';
import { SendCodeButton } from './send-code-button';
import { useLoginForm } from './use-login-form';
import styles from './login-form.module.css';
import { ROUTES } from '@/domain/routes';

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

const AGREEMENT_LINKS = [
  { key: 'userAgreement', href: ROUTES.agreementUser.path },
  { key: 'privacyPolicy', href: ROUTES.agreementPrivacy.path },
] as const;

const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The login dialog of docs/product-rules.md §2/§4: SMS mode by default, password mode on demand;
 * agreement required (the agreement prompt offers to accept it and go on); Enter in the code field
 * submits at most once per second; the loading state is reset whatever happens.
 */
export function LoginDialog({ open, onLoggedIn, onCancel }: LoginDialogProps) {
  const { t } = useTranslation(['auth', 'api']);
  const queryClient = useQueryClient();
  const form = useLoginForm();
  const ids = useId();
  const [mode, setMode] = useState<LoginMode>(LoginMode.SMS);
  const [agreed, setAgreed] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const loadingRef = useRef(false);
  const lastEnterAt = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<Credentials | undefined>(undefined);
  const phoneRef = useRef<HTMLInputElement>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  const sms = mode === LoginMode.SMS;
  const secretField: LoginField = sms ? 'code' : 'password';
  const { values, errors } = form;

  const login = async (credentials: Credentials) => {
    if (loadingRef.current) return;
    loadingRef.current = true;
    setLoading(true);
    setFormError(undefined);
    try {
      await loginWithCredentials(queryClient, credentials);
      onLoggedIn();
    } catch (error) {
      const text = errorText(error, t('api:error.unknown'));
      const wrongSecret =
        isApiError(error) &&
        (error.code === BusinessCode.VerificationCode || error.code === BusinessCode.AuthVerify);
      if (wrongSecret) {
        form.setError(credentials.mode === LoginMode.SMS ? 'code' : 'password', text);
        secretRef.current?.focus();
      } else {
        setFormError(text);
      }
    } finally {
      loadingRef.current = false;
      setLoading(false);
    }
  };

  const submit = () => {
    if (loadingRef.current) return;
    const phone = form.check('phone');
    const secret = form.check(secretField);
    if (phone === undefined) return phoneRef.current?.focus();
    if (secret === undefined) return secretRef.current?.focus();
    const credentials: Credentials = { phone, secret, mode };
    if (!agreed) {
      pending.current = credentials;
      setPromptOpen(true);
      return;
    }
    void login(credentials);
  };

  const onSecretKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastEnterAt.current < ENTER_THROTTLE_MS) return;
    lastEnterAt.current = now;
    submit();
  };

  // Enter in the phone field moves on to the code rather than submitting half a form.
  const onPhoneKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (form.check('phone') !== undefined) secretRef.current?.focus();
  };

  // The max lengths (phone 11, code 8) apply to the normalised value, not to what was typed or
  // pasted: no maxLength attribute, which would cut a pasted "138 0013 8000" or an IME's
  // full-width "１３８…" before it could be normalised. A paste replaces the selection.
  const pasteInto = (field: LoginField) => (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    form.change(field, input.value.slice(0, start) + text + input.value.slice(end));
  };

  const switchMode = () => {
    form.reset(secretField);
    setFormError(undefined);
    setNotice(undefined);
    setMode(sms ? LoginMode.Password : LoginMode.SMS);
  };

  const close = (next: boolean) => {
    // A login in flight finishes first: closing now would leave its outcome nowhere to go.
    if (!next && !loadingRef.current) onCancel();
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
          <div className={styles.row}>
            <div className={styles.field} data-invalid={errors.phone ? '' : undefined}>
              <label htmlFor={phoneId}>
                <VisuallyHidden>{t('login.phoneLabel')}</VisuallyHidden>
              </label>
              <span className={styles.prefix} aria-hidden="true">
                {t('login.phonePrefix')}
              </span>
              <input
                ref={phoneRef}
                id={phoneId}
                className={styles.input}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={t('login.phonePlaceholder')}
                value={values.phone}
                required
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describedBy('phone')}
                onChange={(event) => form.change('phone', event.target.value)}
                onPaste={pasteInto('phone')}
                onBlur={() => form.check('phone')}
                onKeyDown={onPhoneKeyDown}
              />
              {values.phone && (
                <button
                  type="button"
                  className={styles.clear}
                  aria-label={t('login.clearPhone')}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    form.change('phone', '');
                    phoneRef.current?.focus();
                  }}
                >
                  <CloseIcon size={14} />
                </button>
              )}
            </div>
            {errors.phone && (
              <p id={errorId('phone')} className={styles.error} role="alert">
                {errors.phone}
              </p>
            )}
          </div>

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
                  onPaste={pasteInto('code')}
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
                    setFormError(undefined);
                    await sendVerifyCode(values.phone, { silent: true });
                  }}
                  onError={(text) => {
                    setNotice(undefined);
                    setFormError(text);
                  }}
                  onSent={() => {
                    setNotice(t('login.codeSent', { phone: maskPhone(values.phone) }));
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

          <div className={styles.agreement}>
            <input
              id={agreeId}
              type="checkbox"
              className={styles.checkbox}
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <p className={styles.agreementText}>
              <label htmlFor={agreeId}>{t('login.agreePrefix')}</label>
              <AgreementLinks />
            </p>
          </div>

          <div className={styles.switchRow}>
            <button type="button" className={styles.switchMode} onClick={switchMode}>
              {sms ? t('login.switchToPassword') : t('login.switchToSms')}
            </button>
          </div>
        </form>
      </Dialog>

      <ConfirmDialog
        open={promptOpen}
        onOpenChange={setPromptOpen}
        title={t('agreement.title')}
        message={
          <>
            {t('agreement.message')}
            <AgreementLinks />
          </>
        }
        confirmText={t('agreement.agree')}
        cancelText={t('agreement.cancel')}
        onConfirm={() => {
          setAgreed(true);
          const credentials = pending.current;
          pending.current = undefined;
          if (credentials) void login(credentials);
        }}
        onCancel={() => {
          pending.current = undefined;
        }}
      />
    </>
  );
}

/** 《用户使用协议》和《隐私协议》, each opening in a new tab. */
function AgreementLinks() {
  const { t } = useTranslation('auth');
  const [user, privacy] = AGREEMENT_LINKS;
  return (
    <>
      《
      <a href={user.href} target="_blank" rel="noopener">
        {t(`login.${user.key}`)}
      </a>
      》{t('login.and')}《
      <a href={privacy.href} target="_blank" rel="noopener">
        {t(`login.${privacy.key}`)}
      </a>
      》
    </>
  );
}

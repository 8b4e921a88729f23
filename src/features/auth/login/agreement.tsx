import { useTranslation } from 'react-i18next';
import { ROUTES } from '@/domain/routes';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import styles from './login-form.module.css';

/** 《用户使用协议》和《隐私协议》, each opening in a new tab. */
function AgreementLinks() {
  const { t } = useTranslation('auth');
  return (
    <>
      《
      <a href={ROUTES.agreementUser.path} target="_blank" rel="noopener">
        {t('login.userAgreement')}
      </a>
      》{t('login.and')}《
      <a href={ROUTES.agreementPrivacy.path} target="_blank" rel="noopener">
        {t('login.privacyPolicy')}
      </a>
      》
    </>
  );
}

/** 我已阅读并同意《用户使用协议》和《隐私协议》, under the login button. */
export function AgreementCheckbox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.agreement}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className={styles.agreementText}>
        <label htmlFor={id}>{t('login.agreePrefix')}</label>
        <AgreementLinks />
      </p>
    </div>
  );
}

/** The prompt a submit without the agreement ticked opens: accepting ticks it and goes on. */
export function AgreementPrompt({
  open,
  onAccept,
  onDecline,
}: {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={t('agreement.title')}
      message={
        <>
          {t('agreement.message')}
          <AgreementLinks />
        </>
      }
      confirmText={t('agreement.agree')}
      cancelText={t('agreement.cancel')}
      onConfirm={onAccept}
      onCancel={onDecline}
    />
  );
}

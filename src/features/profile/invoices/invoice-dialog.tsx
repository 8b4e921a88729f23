import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import type { Order } from '@/api/types';
import { InvoiceTitleType } from '@/shared/enums';
import { formatPrice } from '@/shared/format';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { afterPress } from '@/shared/ui/after-press';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import {
  EMPTY_INVOICE_FORM,
  INVOICE_TITLE_MAX_LENGTH,
  normalizeTaxInput,
  validateInvoiceField,
  validateInvoiceForm,
  type InvoiceFormError,
  type InvoiceFormField,
  type InvoiceFormValues,
} from './invoice-form';
import { useApplyInvoice } from './use-apply-invoice';
import styles from './invoices.module.css';

export interface InvoiceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orders: readonly Order[];
  /** After the server accepted the application. */
  onApplied: (email: string) => void;
}

const FIELDS: readonly InvoiceFormField[] = ['title', 'taxNo', 'email'];

/**
 * The e-invoice application. Fields follow the §5 rule (@/shared/hooks/use-form-fields.ts); the
 * server checks the same rules and its reason is shown above the buttons.
 */
export function InvoiceDialog({ open, onOpenChange, orders, onApplied }: InvoiceDialogProps) {
  const { t } = useTranslation('profile');
  const formId = useId();
  const ids = { title: useId(), taxNo: useId(), email: useId() };
  const inputs = useRef<Partial<Record<InvoiceFormField, HTMLInputElement | null>>>({});
  const form = useFormFields<InvoiceFormValues, InvoiceFormField, InvoiceFormError>(
    EMPTY_INVOICE_FORM,
    validateInvoiceField,
  );
  const { values, errors } = form;
  const [serverError, setServerError] = useState<string>();
  const apply = useApplyInvoice({
    onSuccess: (_data, request) => {
      onApplied(request.email);
      form.reset(EMPTY_INVOICE_FORM);
      onOpenChange(false);
    },
  });
  const company = values.titleType === InvoiceTitleType.Company;
  const amount = orders.reduce((sum, order) => sum + order.total_price, 0);

  const change = (field: InvoiceFormField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'taxNo' ? normalizeTaxInput(event.target.value) : event.target.value;
    form.change(field, value);
    setServerError(undefined);
  };

  // The tax number matters for a company only: switching starts it afresh (its text is kept).
  const setTitleType = (titleType: InvoiceTitleType) => {
    form.update({ titleType });
    form.clear('taxNo', values.taxNo);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    setServerError(undefined);
    const first = form.checkAll(FIELDS);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    const result = validateInvoiceForm(
      values,
      orders.map((order) => order.out_trade_no),
    );
    if (!result.ok) return;
    if (result.request.out_trade_nos.length === 0) {
      setServerError(t('invoiceForm.errors.noOrders'));
      return;
    }
    apply.mutate(result.request, {
      onError: (error) => setServerError(isApiError(error) ? error.message : t('state.failed')),
    });
  };

  const field = (name: InvoiceFormField) => {
    const error = errors[name];
    const hintId = `${ids[name]}-hint`;
    const errorId = `${ids[name]}-error`;
    const hint = name === 'taxNo' ? t('invoiceForm.taxNoHint') : undefined;
    const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
    const placeholder =
      name === 'title'
        ? company
          ? t('invoiceForm.titlePlaceholderCompany')
          : t('invoiceForm.titlePlaceholderPerson')
        : name === 'taxNo'
          ? t('invoiceForm.taxNoPlaceholder')
          : t('invoiceForm.emailPlaceholder');
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids[name]}>
          {t(
            name === 'title'
              ? 'invoiceForm.titleLabel'
              : name === 'taxNo'
                ? 'invoiceForm.taxNo'
                : 'invoiceForm.email',
          )}
        </label>
        <input
          ref={(el) => {
            inputs.current[name] = el;
          }}
          id={ids[name]}
          className={styles.input}
          type={name === 'email' ? 'email' : 'text'}
          inputMode={name === 'email' ? 'email' : undefined}
          autoComplete={name === 'email' ? 'email' : name === 'title' ? 'organization' : 'off'}
          autoCapitalize={name === 'taxNo' ? 'characters' : undefined}
          spellCheck={false}
          maxLength={name === 'title' ? INVOICE_TITLE_MAX_LENGTH + 20 : name === 'taxNo' ? 24 : 100}
          required
          placeholder={placeholder}
          value={values[name]}
          onChange={change(name)}
          onBlur={() => afterPress(() => form.check(name))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error && (
          <p id={errorId} className={styles.error}>
            {t(`invoiceForm.errors.${error}`)}
          </p>
        )}
        {hint && !error && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          // Closed: the messages go, the text stays for the next opening.
          form.reset(values);
          setServerError(undefined);
        }
        onOpenChange(next);
      }}
      title={t('invoiceForm.title')}
      description={t('invoiceForm.description', { n: orders.length, amount: formatPrice(amount) })}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('invoiceForm.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={apply.isPending}>
            {t('invoiceForm.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{t('invoiceForm.titleType')}</legend>
          <div className={styles.segmented}>
            {([InvoiceTitleType.Person, InvoiceTitleType.Company] as const).map((type) => (
              <label key={type} className={styles.segment}>
                <input
                  type="radio"
                  name={`${formId}-title-type`}
                  value={type}
                  checked={values.titleType === type}
                  onChange={() => setTitleType(type)}
                />
                <span>
                  {t(
                    type === InvoiceTitleType.Person ? 'invoiceForm.person' : 'invoiceForm.company',
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {field('title')}
        {company && field('taxNo')}
        {field('email')}
        {serverError && (
          <p className={styles.formError} role="alert">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}

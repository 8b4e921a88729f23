/**
 * The e-invoice application form (docs/backend-contract.md invoice/apply): a personal or company
 * title, a 15–20 character uppercase tax number for companies, an email. The server checks the same
 * rules.
 */
import { InvoiceTitleType } from '@/shared/enums';
import { validateEmail, validateTaxNumber } from '@/shared/validators';
import type { InvoiceApplyRequest } from '@/api/types';

export const INVOICE_TITLE_MAX_LENGTH = 100;

export interface InvoiceFormValues {
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  email: string;
}

export type InvoiceFormField = 'title' | 'taxNo' | 'email';

/** Keys under `profile:invoiceForm.errors`. */
export type InvoiceFormError =
  | 'titleRequired'
  | 'titleTooLong'
  | 'taxNoRequired'
  | 'taxNoInvalid'
  | 'emailRequired'
  | 'emailInvalid';

type InvoiceFormErrors = Partial<Record<InvoiceFormField, InvoiceFormError>>;

export const EMPTY_INVOICE_FORM: InvoiceFormValues = {
  titleType: InvoiceTitleType.Person,
  title: '',
  taxNo: '',
  email: '',
};

export function validateInvoiceField(
  field: InvoiceFormField,
  values: InvoiceFormValues,
): InvoiceFormError | undefined {
  switch (field) {
    case 'title': {
      const title = values.title.trim();
      if (!title) return 'titleRequired';
      return [...title].length > INVOICE_TITLE_MAX_LENGTH ? 'titleTooLong' : undefined;
    }
    case 'taxNo': {
      if (values.titleType !== InvoiceTitleType.Company) return undefined;
      const result = validateTaxNumber(values.taxNo);
      if (result.ok) return undefined;
      return result.error === 'required' ? 'taxNoRequired' : 'taxNoInvalid';
    }
    case 'email': {
      const result = validateEmail(values.email);
      if (result.ok) return undefined;
      return result.error === 'required' ? 'emailRequired' : 'emailInvalid';
    }
  }
}

export type InvoiceFormResult =
  | { ok: true; request: InvoiceApplyRequest }
  | { ok: false; errors: InvoiceFormErrors };

/** Validates every field; on success the request body with normalised values (tax number uppercased). */
export function validateInvoiceForm(
  values: InvoiceFormValues,
  outTradeNos: readonly string[],
): InvoiceFormResult {
  const errors: InvoiceFormErrors = {};
  for (const field of ['title', 'taxNo', 'email'] as const) {
    const error = validateInvoiceField(field, values);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const email = validateEmail(values.email);
  const tax = validateTaxNumber(values.taxNo);
  const company = values.titleType === InvoiceTitleType.Company;
  return {
    ok: true,
    request: {
      out_trade_nos: [...outTradeNos],
      title_type: values.titleType,
      title: values.title.trim(),
      ...(company && tax.ok ? { tax_no: tax.value } : {}),
      email: email.ok ? email.value : values.email.trim(),
    },
  };
}

/** What the tax-number field shows while typing: uppercase, no spaces (a pasted code keeps working). */
export function normalizeTaxInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVOICE_FORM,
  normalizeTaxInput,
  validateInvoiceField,
  validateInvoiceForm,
  type InvoiceFormValues,
} from '@/features/profile/invoices/invoice-form';
import { invoiceBlock } from '@/features/profile/invoices/eligibility';
import { InvoiceTitleType, OrderState, RefundStatus } from '@/shared/enums';

const person: InvoiceFormValues = {
  ...EMPTY_INVOICE_FORM,
  title: '王小芝',
  email: 'xiaozhi@qq.com',
};
const company: InvoiceFormValues = {
  titleType: InvoiceTitleType.Company,
  title: '杭州光影旅拍摄影工作室',
  taxNo: '91330106MA2H3K7Q5X',
  email: 'finance@guangying-photo.cn',
};

describe('validateInvoiceForm', () => {
  it('accepts a personal title without a tax number', () => {
    expect(validateInvoiceForm({ ...person, taxNo: 'ignored' }, ['T1'])).toEqual({
      ok: true,
      request: { out_trade_nos: ['T1'], title_type: 1, title: '王小芝', email: 'xiaozhi@qq.com' },
    });
  });

  it('accepts a company with a 15–20 character uppercase tax number', () => {
    const result = validateInvoiceForm(company, ['T1', 'T2']);
    expect(result).toEqual({
      ok: true,
      request: {
        out_trade_nos: ['T1', 'T2'],
        title_type: 2,
        title: '杭州光影旅拍摄影工作室',
        tax_no: '91330106MA2H3K7Q5X',
        email: 'finance@guangying-photo.cn',
      },
    });
  });

  it.each([
    ['', 'taxNoRequired'],
    ['12345678901234', 'taxNoInvalid'], // 14
    ['123456789012345678901', 'taxNoInvalid'], // 21
    ['91330106MA2H3K7Q5!', 'taxNoInvalid'],
    ['913301 06MA2H3K7Q5X', undefined], // pasted with a space
    ['91330106ma2h3k7q5x', undefined], // uppercased before the check
    ['123456789012345', undefined], // 15
    ['12345678901234567890', undefined], // 20
  ])('company tax number %j → %s', (taxNo, error) => {
    expect(validateInvoiceField('taxNo', { ...company, taxNo })).toBe(error);
  });

  it('sends the normalised (uppercase) tax number', () => {
    const result = validateInvoiceForm({ ...company, taxNo: '91330106ma2h3k7q5x' }, ['T']);
    expect(result.ok && result.request.tax_no).toBe('91330106MA2H3K7Q5X');
  });

  it('tells required from invalid for every field', () => {
    const result = validateInvoiceForm(
      { titleType: InvoiceTitleType.Company, title: '  ', taxNo: '', email: '' },
      ['T'],
    );
    expect(result).toEqual({
      ok: false,
      errors: { title: 'titleRequired', taxNo: 'taxNoRequired', email: 'emailRequired' },
    });
    expect(validateInvoiceField('email', { ...person, email: 'a@b' })).toBe('emailInvalid');
    expect(validateInvoiceField('email', { ...person, email: 'ａ@qq.com' })).toBeUndefined();
    expect(validateInvoiceField('title', { ...person, title: '芝'.repeat(101) })).toBe(
      'titleTooLong',
    );
    expect(validateInvoiceField('title', { ...person, title: '芝'.repeat(100) })).toBeUndefined();
  });

  it('shows the tax number uppercase and without spaces while typing', () => {
    expect(normalizeTaxInput('9133 0106 ma2h')).toBe('91330106MA2H');
  });
});

describe('invoiceBlock: why an order cannot be invoiced', () => {
  const paid = {
    state: OrderState.Paid,
    refund_status: RefundStatus.NotProcessed,
    invoiced: 0,
    total_price: 19_900,
  } as const;
  it.each([
    [paid, null],
    [{ ...paid, refund_status: RefundStatus.RefundFailed }, null],
    [{ ...paid, refund_status: RefundStatus.Refunded }, 'refunded'],
    [{ ...paid, refund_status: RefundStatus.Refunding }, 'refunding'],
    [{ ...paid, invoiced: 1 }, 'invoiced'],
    [{ ...paid, state: OrderState.Failed }, 'unpaid'],
    [{ ...paid, total_price: 0 }, 'free'],
  ] as const)('%o → %s', (order, block) => {
    expect(invoiceBlock(order)).toBe(block);
  });
});

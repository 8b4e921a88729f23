import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT,
  toContactPayload,
  CONTACT_FIELDS,
  validateContactField,
  type ContactValues,
} from '@/features/content/lib/contact-form';

/** Every field's error, as a submit sees them. */
const validateContact = (values: ContactValues, options: { requireCompany: boolean }) =>
  Object.fromEntries(
    CONTACT_FIELDS.flatMap((field) => {
      const error = validateContactField(field, values, options);
      return error ? [[field, error]] : [];
    }),
  );

const valid: ContactValues = {
  ...EMPTY_CONTACT,
  name: '张三',
  phone: '13800138000',
  company: '光影旅拍',
  provinceId: '330000',
  cityId: '330100',
  topic: 'live',
};

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid, { requireCompany: true })).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateContact(EMPTY_CONTACT, { requireCompany: true })).toEqual({
      name: 'nameRequired',
      phone: 'phoneRequired',
      company: 'companyRequired',
      provinceId: 'provinceRequired',
      cityId: 'cityRequired',
    });
    expect(validateContact(EMPTY_CONTACT, { requireCompany: false }).company).toBeUndefined();
  });

  it('checks the phone with the docs/product-rules.md §5 rule', () => {
    const phone = (value: string) =>
      validateContactField('phone', { ...valid, phone: value }, { requireCompany: false });
    expect(phone('12345678901')).toBe('phoneInvalid');
    expect(phone('1380013800')).toBe('phoneInvalid');
    expect(phone('19912345678')).toBeUndefined();
    expect(phone('138 0013 8000')).toBeUndefined();
    expect(phone('   ')).toBe('phoneRequired');
  });

  it('limits the name to 20 characters and ignores surrounding spaces', () => {
    expect(validateContactField('name', { ...valid, name: '  ' }, { requireCompany: false })).toBe(
      'nameRequired',
    );
    expect(
      validateContactField('name', { ...valid, name: '名'.repeat(21) }, { requireCompany: false }),
    ).toBe('nameTooLong');
    expect(
      validateContactField('name', { ...valid, name: '名'.repeat(20) }, { requireCompany: false }),
    ).toBeUndefined();
  });

  it('sends trimmed values, a normalised phone and numeric region ids', () => {
    expect(
      toContactPayload({
        ...valid,
        name: ' 张三 ',
        phone: '+86 138-0013-8000',
        message: ` ${'长'.repeat(250)} `,
      }),
    ).toEqual({
      name: '张三',
      phone: '13800138000',
      company: '光影旅拍',
      provinceId: 330000,
      cityId: 330100,
      topic: 'live',
      message: '长'.repeat(200),
    });
  });
});

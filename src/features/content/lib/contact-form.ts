import { normalizePhone, validatePhone } from '@/shared/validators';

/**
 * Values of the consultation and cooperation forms (docs/product-rules.md §2; phone rule of §5).
 */
export interface ContactValues {
  name: string;
  phone: string;
  company: string;
  provinceId: string;
  cityId: string;
  topic: string;
  message: string;
}

export type ContactField = 'name' | 'phone' | 'company' | 'provinceId' | 'cityId';

/** Keys under `content:form.errors`. */
export type ContactError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'companyRequired'
  | 'provinceRequired'
  | 'cityRequired';

const NAME_MAX_LENGTH = 20;
export const MESSAGE_MAX_LENGTH = 200;
/** Field order: the first invalid one takes the focus on submit. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'phone',
  'company',
  'provinceId',
  'cityId',
];

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  phone: '',
  company: '',
  provinceId: '',
  cityId: '',
  topic: '',
  message: '',
};

export function validateContactField(
  field: ContactField,
  values: ContactValues,
  options: { requireCompany: boolean },
): ContactError | undefined {
  switch (field) {
    case 'name': {
      const name = values.name.trim();
      if (!name) return 'nameRequired';
      return [...name].length > NAME_MAX_LENGTH ? 'nameTooLong' : undefined;
    }
    case 'phone': {
      const result = validatePhone(values.phone);
      if (result.ok) return undefined;
      return result.error === 'required' ? 'phoneRequired' : 'phoneInvalid';
    }
    case 'company':
      return options.requireCompany && !values.company.trim() ? 'companyRequired' : undefined;
    case 'provinceId':
      return values.provinceId ? undefined : 'provinceRequired';
    case 'cityId':
      return values.cityId ? undefined : 'cityRequired';
    default:
      return undefined;
  }
}

/** What is sent: trimmed text, the normalised phone, numeric region ids. */
export function toContactPayload(values: ContactValues) {
  return {
    name: values.name.trim(),
    phone: normalizePhone(values.phone),
    company: values.company.trim(),
    provinceId: Number(values.provinceId),
    cityId: Number(values.cityId),
    topic: values.topic,
    message: values.message.trim().slice(0, MESSAGE_MAX_LENGTH),
  };
}

export type ContactPayload = ReturnType<typeof toContactPayload>;

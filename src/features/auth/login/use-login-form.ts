import { useTranslation } from 'react-i18next';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import type { ValidationError } from '@/shared/validators';
import { sanitizers, validators, type LoginField } from './login-fields';

type Values = Record<LoginField, string>;

const EMPTY: Values = { phone: '', code: '', password: '' };

/** Keys under `auth:validation`, per field and error. */
const MESSAGES = {
  phone: { required: 'validation.phoneRequired', invalid: 'validation.phoneInvalid' },
  code: { required: 'validation.codeRequired', invalid: 'validation.codeInvalid' },
  password: { required: 'validation.passwordRequired', invalid: 'validation.passwordInvalid' },
} as const satisfies Record<LoginField, Record<ValidationError, string>>;

/**
 * The login form's fields under the §5 rule (@/shared/hooks/use-form-fields.ts): values are
 * sanitised as they come in, and a field's check gives its message or its normalised value.
 */
export function useLoginForm() {
  const { t } = useTranslation('auth');
  const form = useFormFields<Values, LoginField, string>(EMPTY, (field, values) => {
    const result = validators[field](values[field]);
    return result.ok ? undefined : t(MESSAGES[field][result.error]);
  });

  return {
    values: form.values,
    errors: form.errors,
    /** Takes typed or pasted text; returns what the field keeps of it. */
    change: (field: LoginField, raw: string) => {
      const value = sanitizers[field](raw);
      form.change(field, value);
      return value;
    },
    /** A blur or a submit: shows or clears the field's message; the normalised value, or undefined. */
    check: (field: LoginField): string | undefined => {
      form.check(field);
      const result = validators[field](form.values[field]);
      return result.ok ? result.value : undefined;
    },
    /** Shows a message that came from elsewhere (the server, the send-code button). */
    setError: form.setError,
    /** Empties a field and forgets its message (switching between SMS and password mode). */
    reset: (field: LoginField) => form.clear(field, ''),
  };
}

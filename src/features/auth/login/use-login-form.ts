import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationError } from '@/shared/validators';
import { sanitizers, validators, type LoginField } from './login-fields';

type Values = Record<LoginField, string>;
type Errors = Partial<Record<LoginField, string>>;

const EMPTY: Values = { phone: '', code: '', password: '' };

/**
 * Field state of the login form (docs/product-rules.md §5): values are sanitised as they come in, a
 * field is checked on blur, and once it has failed it is checked again on every change, so the
 * message goes away as soon as the input is right.
 */
export function useLoginForm() {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [armed, setArmed] = useState<Partial<Record<LoginField, boolean>>>({});

  const message = (field: LoginField, error: ValidationError): string => {
    const required = error === 'required';
    switch (field) {
      case 'phone':
        return t(required ? 'validation.phoneRequired' : 'validation.phoneInvalid');
      case 'code':
        return t(required ? 'validation.codeRequired' : 'validation.codeInvalid');
      case 'password':
        return t(required ? 'validation.passwordRequired' : 'validation.passwordInvalid');
    }
  };

  /** Validates one field, shows or clears its message; returns the normalised value or undefined. */
  const check = (field: LoginField, value = values[field]): string | undefined => {
    const result = validators[field](value);
    setErrors((prev) => ({
      ...prev,
      [field]: result.ok ? undefined : message(field, result.error),
    }));
    if (!result.ok) setArmed((prev) => ({ ...prev, [field]: true }));
    return result.ok ? result.value : undefined;
  };

  const change = (field: LoginField, raw: string) => {
    const value = sanitizers[field](raw);
    setValues((prev) => ({ ...prev, [field]: value }));
    if (armed[field]) check(field, value);
    return value;
  };

  /** Shows a message that came from elsewhere (the server, the send-code button). */
  const setError = (field: LoginField, text: string | undefined) =>
    setErrors((prev) => ({ ...prev, [field]: text }));

  /** Empties a field and forgets its message (switching between SMS and password mode). */
  const reset = (field: LoginField) => {
    setValues((prev) => ({ ...prev, [field]: '' }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    setArmed((prev) => ({ ...prev, [field]: false }));
  };

  return { values, errors, change, check, setError, reset };
}

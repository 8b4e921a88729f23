import {
  isPhone,
  normalizeDigits,
  normalizePhone,
  toHalfWidth,
  validatePhone,
  validateVerifyCode,
  type ValidationResult,
} from '@/shared/validators';
import { CODE_INPUT_MAX_LENGTH, PHONE_MAX_LENGTH } from '@/shared/constants';

/** Passwords: 6–32 characters, taken as typed (no trimming: spaces may be part of it). */
const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

export type LoginField = 'phone' | 'code' | 'password';

/**
 * What a phone input keeps of typed or pasted text: full-width digits, spaces, dashes and a
 * leading +86 are normalised away (docs/product-rules.md §5 via the shared validators), anything
 * else that is not a digit is dropped, and at most PHONE_MAX_LENGTH digits remain.
 */
export function sanitizePhoneInput(raw: string): string {
  return normalizePhone(raw).replace(/\D/g, '').slice(0, PHONE_MAX_LENGTH);
}

/** Code input: digits only (full-width ones converted), at most CODE_INPUT_MAX_LENGTH. */
export function sanitizeCodeInput(raw: string): string {
  return normalizeDigits(toHalfWidth(raw)).replace(/\D/g, '').slice(0, CODE_INPUT_MAX_LENGTH);
}

export function sanitizePasswordInput(raw: string): string {
  return raw.slice(0, PASSWORD_MAX_LENGTH);
}

export function validatePassword(value: string): ValidationResult {
  if (value === '') return { ok: false, error: 'required' };
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH
    ? { ok: true, value }
    : { ok: false, error: 'invalid' };
}

export const sanitizers: Record<LoginField, (raw: string) => string> = {
  phone: sanitizePhoneInput,
  code: sanitizeCodeInput,
  password: sanitizePasswordInput,
};

export const validators: Record<LoginField, (value: string) => ValidationResult> = {
  phone: validatePhone,
  code: validateVerifyCode,
  password: validatePassword,
};

export { isPhone };

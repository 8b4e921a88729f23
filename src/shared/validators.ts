/**
 * Field validators of docs/product-rules.md §5. Each normalises what users paste (full-width digits
 * from Chinese IMEs, spaces and dashes from chat apps) and returns the normalised value on
 * success, or `required` (empty) / `invalid`. Messages are the form's job (i18n).
 */
import { VERIFY_CODE_LENGTH } from './constants';

export type ValidationError = 'required' | 'invalid';
export type ValidationResult = { ok: true; value: string } | { ok: false; error: ValidationError };

/**
 * Strict mainland mobile rule: 11 digits, 13–19 with the second digits allocated to carriers.
 */
const PHONE_PATTERN = /^1(3\d|4[5-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/;
/**
 * The spec's "alternative pattern": any 11-digit number in the 13–19 blocks. It accepts
 * segments the strict list does not know yet (newly allocated 19x/16x, virtual and IoT
 * 14x/16x/17x ranges), so a real user is never locked out of login by a stale client
 * list; the SMS server stays the authority on whether a number exists.
 */
const PHONE_ALT_PATTERN = /^1[3-9]\d{9}$/;
const VERIFY_CODE_PATTERN = new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`);
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/**
 * 15–20 uppercase letters/digits: tax numbers (docs/backend-contract.md invoices) and the spec's
 * redeem-like code.
 */
const TAX_NUMBER_PATTERN = /^[A-Z0-9]{15,20}$/;
/** 'v' followed by 10 digits (docs/product-rules.md §5, purpose not shown). */
const V_NUMBER_PATTERN = /^v\d{10}$/;
/** Landline: optional 3–4 digit area code starting with 0, then 7–8 digits; or 400/800 numbers. */
const LANDLINE_PATTERN = /^(?:(?:0\d{2,3})?[2-9]\d{6,7}|[48]00\d{7})$/;

const FULL_WIDTH_START = 0xff01;
const FULL_WIDTH_END = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width ASCII (U+FF01–FF5E, ideographic space) to half-width. */
export function toHalfWidth(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= FULL_WIDTH_START && code <= FULL_WIDTH_END)
      out += String.fromCodePoint(code - FULL_WIDTH_OFFSET);
    else if (code === 0x3000) out += ' ';
    else out += ch;
  }
  return out;
}

// Whitespace, zero-width characters and every dash a chat app or IME may insert.
const SEPARATORS = /[\s\u200b-\u200d\u2060\ufeff\-\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;

/** Full-width digits to ASCII; strips spaces and dashes ("１３８ 0013-8000" → "13800138000"). */
export function normalizeDigits(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - FULL_WIDTH_OFFSET))
    .replace(SEPARATORS, '');
}

/** normalizeDigits plus a leading +86 / 0086 country code ("+86 138…" is how contacts are shared). */
export function normalizePhone(value: string | null | undefined): string {
  const digits = normalizeDigits(toHalfWidth(value ?? ''));
  const national = digits.replace(/^(?:\+86|0086)(?=1\d{10}$)/, '');
  return national.replace(/^86(?=1\d{10}$)/, '');
}

function check(value: string, test: (v: string) => boolean): ValidationResult {
  if (value === '') return { ok: false, error: 'required' };
  return test(value) ? { ok: true, value } : { ok: false, error: 'invalid' };
}

export const isPhone = (value: string): boolean =>
  PHONE_PATTERN.test(value) || PHONE_ALT_PATTERN.test(value);

export function validatePhone(value: string | null | undefined): ValidationResult {
  return check(normalizePhone(value), isPhone);
}

export function validateVerifyCode(value: string | null | undefined): ValidationResult {
  return check(normalizeDigits(value), (v) => VERIFY_CODE_PATTERN.test(v));
}

export function validateEmail(value: string | null | undefined): ValidationResult {
  const email = toHalfWidth(value ?? '').trim();
  return check(email, (v) => EMAIL_PATTERN.test(v));
}

/** Uppercases and strips separators first: a pasted "9131 0000 mA1k…" is accepted. */
export function validateTaxNumber(value: string | null | undefined): ValidationResult {
  const tax = normalizeDigits(toHalfWidth(value ?? '')).toUpperCase();
  return check(tax, (v) => TAX_NUMBER_PATTERN.test(v));
}

export function validateVNumber(value: string | null | undefined): ValidationResult {
  const text = normalizeDigits(toHalfWidth(value ?? ''));
  return check(text, (v) => V_NUMBER_PATTERN.test(v));
}

export function validateLandline(value: string | null | undefined): ValidationResult {
  const text = normalizeDigits(toHalfWidth(value ?? '').replace(/[()（）]/g, ''));
  return check(text, (v) => LANDLINE_PATTERN.test(v));
}

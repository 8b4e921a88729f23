import { describe, expect, it } from 'vitest';
import {
  sanitizeCodeInput,
  sanitizePasswordInput,
  sanitizePhoneInput,
  validatePassword,
  validators,
} from '@/features/auth/login/login-fields';

describe('phone field (docs/product-rules.md §5)', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['＋８６　１３８ ００１３ ８０００', '13800138000'],
    ['0086-13800138000', '13800138000'],
    ['tel:13800138000', '13800138000'],
    ['138001380001234', '13800138000'],
  ])('keeps %j as %j (max length 11 after normalising)', (raw, kept) => {
    expect(sanitizePhoneInput(raw)).toBe(kept);
  });

  it('accepts the strict mainland blocks and the alternative pattern, rejects the rest', () => {
    const check = validators.phone;
    expect(check('13800138000')).toEqual({ ok: true, value: '13800138000' });
    expect(check('19912345678')).toEqual({ ok: true, value: '19912345678' });
    // Not in the strict carrier list, accepted by the alternative 1[3-9] pattern.
    expect(check('14012345678')).toEqual({ ok: true, value: '14012345678' });
    expect(check('１５９ １２３４ ５６７８')).toEqual({ ok: true, value: '15912345678' });
    expect(check('')).toEqual({ ok: false, error: 'required' });
    expect(check('   ')).toEqual({ ok: false, error: 'required' });
    expect(check('12800138000')).toEqual({ ok: false, error: 'invalid' });
    expect(check('1380013800')).toEqual({ ok: false, error: 'invalid' });
    expect(check('23800138000')).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('code field (docs/product-rules.md §5: exactly 6 digits, input max length 8)', () => {
  it('normalises full-width digits and spaces, keeps digits only, at most 8', () => {
    expect(sanitizeCodeInput('１２３ ４５６')).toBe('123456');
    expect(sanitizeCodeInput('12a34-56')).toBe('123456');
    expect(sanitizeCodeInput('1234567890')).toBe('12345678');
  });

  it('is valid with exactly 6 digits only', () => {
    expect(validators.code('123456')).toEqual({ ok: true, value: '123456' });
    expect(validators.code('１２３４５６')).toEqual({ ok: true, value: '123456' });
    expect(validators.code('')).toEqual({ ok: false, error: 'required' });
    expect(validators.code('12345')).toEqual({ ok: false, error: 'invalid' });
    expect(validators.code('1234567')).toEqual({ ok: false, error: 'invalid' });
  });
});

describe('password field', () => {
  it('takes 6–32 characters as typed', () => {
    expect(validatePassword('')).toEqual({ ok: false, error: 'required' });
    expect(validatePassword('12345')).toEqual({ ok: false, error: 'invalid' });
    expect(validatePassword(' pass word ')).toEqual({ ok: true, value: ' pass word ' });
    expect(sanitizePasswordInput('x'.repeat(40))).toHaveLength(32);
  });
});

import { describe, expect, it } from 'vitest';
import {
  isPhone,
  normalizeDigits,
  normalizePhone,
  validateEmail,
  validateLandline,
  validatePhone,
  validateTaxNumber,
  validateVerifyCode,
  validateVNumber,
} from '@/shared/validators';

describe('normalizeDigits', () => {
  it('converts full-width digits and strips spaces and dashes pasted from chat apps', () => {
    expect(normalizeDigits('１３８００１３８０００')).toBe('13800138000');
    expect(normalizeDigits('138 0013 8000')).toBe('13800138000');
    expect(normalizeDigits('138-0013-8000')).toBe('13800138000');
    expect(normalizeDigits('138\u00a00013\u30008000')).toBe('13800138000');
    expect(normalizeDigits('138—0013–8000－')).toBe('13800138000');
    expect(normalizeDigits('\u200b123 456\ufeff')).toBe('123456');
    expect(normalizeDigits(undefined)).toBe('');
  });

  it('normalizePhone also drops a +86 / 0086 country code', () => {
    expect(normalizePhone('+86 138 0013 8000')).toBe('13800138000');
    expect(normalizePhone('＋８６　１３８００１３８０００')).toBe('13800138000');
    expect(normalizePhone('0086-13800138000')).toBe('13800138000');
    expect(normalizePhone('8613800138000')).toBe('13800138000');
  });
});

describe('validatePhone', () => {
  it.each([
    '13800138000',
    '14512345678',
    '15012345678',
    '16612345678',
    '17012345678',
    '18912345678',
    '19912345678',
  ])('accepts %s', (phone) => {
    expect(validatePhone(phone)).toEqual({ ok: true, value: phone });
  });

  it('accepts full-width and spaced input, returning the normalised value', () => {
    expect(validatePhone('１３８ ００１３ ８０００')).toEqual({ ok: true, value: '13800138000' });
  });

  it('accepts the alternative pattern (numbers in the 13–19 blocks the strict list lacks)', () => {
    expect(isPhone('19412345678')).toBe(true);
    expect(isPhone('14012345678')).toBe(true);
  });

  it.each([
    '12345678901',
    '1380013800',
    '138001380001',
    '23800138000',
    'abcdefghijk',
    '10012345678',
  ])('rejects %s', (phone) => {
    expect(validatePhone(phone)).toEqual({ ok: false, error: 'invalid' });
  });

  it('reports an empty field as required', () => {
    expect(validatePhone('')).toEqual({ ok: false, error: 'required' });
    expect(validatePhone('  ')).toEqual({ ok: false, error: 'required' });
    expect(validatePhone(undefined)).toEqual({ ok: false, error: 'required' });
  });
});

describe('validateVerifyCode', () => {
  it('needs exactly 6 digits, full-width allowed', () => {
    expect(validateVerifyCode('123456')).toEqual({ ok: true, value: '123456' });
    expect(validateVerifyCode('１２３４５６')).toEqual({ ok: true, value: '123456' });
    expect(validateVerifyCode('123 456')).toEqual({ ok: true, value: '123456' });
    expect(validateVerifyCode('12345')).toEqual({ ok: false, error: 'invalid' });
    expect(validateVerifyCode('1234567')).toEqual({ ok: false, error: 'invalid' });
    expect(validateVerifyCode('12345a')).toEqual({ ok: false, error: 'invalid' });
    expect(validateVerifyCode('')).toEqual({ ok: false, error: 'required' });
  });
});

describe('other patterns', () => {
  it('email', () => {
    expect(validateEmail(' user.name+tag@example.com.cn ')).toEqual({
      ok: true,
      value: 'user.name+tag@example.com.cn',
    });
    expect(validateEmail('user@localhost')).toEqual({ ok: false, error: 'invalid' });
    expect(validateEmail('a@b')).toEqual({ ok: false, error: 'invalid' });
    expect(validateEmail('')).toEqual({ ok: false, error: 'required' });
  });

  it('tax number: 15–20 uppercase letters or digits, normalised', () => {
    expect(validateTaxNumber('91310000MA1K3YJ12X')).toEqual({
      ok: true,
      value: '91310000MA1K3YJ12X',
    });
    expect(validateTaxNumber('9131 0000 ma1k 3yj1 2x')).toEqual({
      ok: true,
      value: '91310000MA1K3YJ12X',
    });
    expect(validateTaxNumber('９１３１００００ＭＡ１Ｋ３ＹＪ１２Ｘ')).toEqual({
      ok: true,
      value: '91310000MA1K3YJ12X',
    });
    expect(validateTaxNumber('12345678901234')).toEqual({ ok: false, error: 'invalid' });
    expect(validateTaxNumber('123456789012345678901')).toEqual({ ok: false, error: 'invalid' });
    expect(validateTaxNumber('91310000MA1K3YJ1_X')).toEqual({ ok: false, error: 'invalid' });
  });

  it("'v' followed by 10 digits", () => {
    expect(validateVNumber('v1234567890')).toEqual({ ok: true, value: 'v1234567890' });
    expect(validateVNumber('v１２３４５６７８９０')).toEqual({ ok: true, value: 'v1234567890' });
    expect(validateVNumber('V1234567890')).toEqual({ ok: false, error: 'invalid' });
    expect(validateVNumber('v123456789')).toEqual({ ok: false, error: 'invalid' });
  });

  it('landline', () => {
    expect(validateLandline('010-12345678')).toEqual({ ok: true, value: '01012345678' });
    expect(validateLandline('(0755) 8765 4321')).toEqual({ ok: true, value: '075587654321' });
    expect(validateLandline('87654321')).toEqual({ ok: true, value: '87654321' });
    expect(validateLandline('400-123-4567')).toEqual({ ok: true, value: '4001234567' });
    expect(validateLandline('13800138000')).toEqual({ ok: false, error: 'invalid' });
    expect(validateLandline('')).toEqual({ ok: false, error: 'required' });
  });
});

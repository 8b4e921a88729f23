import { describe, expect, it } from 'vitest';
import { fenToYuan, formatDate, formatFileSize, formatPrice, maskPhone } from '@/shared/format';

describe('formatPrice (fen)', () => {
  it.each([
    [1290, '¥12.90'],
    [0, '¥0.00'],
    [5, '¥0.05'],
    [100, '¥1.00'],
    [1005, '¥10.05'],
    [99999999, '¥999999.99'],
    [-50, '-¥0.50'],
    [Number.NaN, '¥0.00'],
  ])('%s → %s', (fen, text) => {
    expect(formatPrice(fen)).toBe(text);
  });

  it('rounds a non-integer fen amount instead of drifting', () => {
    expect(fenToYuan(129.6)).toBe('1.30');
  });
});

describe('formatFileSize (two decimals, step 1024)', () => {
  it.each([
    [0, '0.00B'],
    [512, '512.00B'],
    [1023, '1023.00B'],
    [1024, '1.00KB'],
    [1536, '1.50KB'],
    [1024 ** 2 * 5.25, '5.25MB'],
    [1024 ** 3 * 100, '100.00GB'],
    [1024 ** 4 * 2, '2.00TB'],
    [1024 ** 5, '1024.00TB'],
    [-10, '0.00B'],
    [Number.NaN, '0.00B'],
  ])('%s → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('maskPhone (positions 3–6)', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['1380013', '138****'],
    ['138', '138'],
    ['', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
  it('tolerates null', () => {
    expect(maskPhone(null)).toBe('');
  });
});

describe('formatDate (Unix seconds)', () => {
  it('formats local dates and leaves 0 empty', () => {
    const seconds = new Date(2024, 0, 5, 8, 9).getTime() / 1000;
    expect(formatDate(seconds)).toBe('2024-01-05');
    expect(formatDate(0)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { User } from '@/api/types';
import { countText, displayName, storageBar } from '@/features/auth/avatar-menu/account-summary';
import { formatFileSize } from '@/shared/format';

const GB = 1024 ** 3;

function user(overrides: Partial<User> = {}): User {
  return {
    user_id: 1,
    total_space: 100 * GB,
    used_space: 10 * GB,
    created_at: 0,
    total_retouch_count: 100,
    left_retouch_count: 50,
    verify: 0,
    max_level_name: '精修套餐·入门版',
    is_vip: 1,
    phone: '13800138000',
    name: '',
    cake_protocol_agreed: false,
    non_active_lite_effect_count: 0,
    total_lite_effect_count_count: 0,
    left_count_str: '',
    total_count_str: '',
    org_id: 9,
    ...overrides,
  };
}

describe('displayName', () => {
  it('shows the name, else the phone masked at positions 3–6', () => {
    expect(displayName(user({ name: '小芝摄影' }))).toBe('小芝摄影');
    expect(displayName(user({ name: '  ' }))).toBe('138****8000');
  });
});

describe('storageBar (docs/product-rules.md §4, §9)', () => {
  it('is not low with plenty left for a member', () => {
    expect(storageBar(user())).toMatchObject({
      remainingRatio: 0.9,
      usedPercent: 10,
      low: false,
      danger: false,
    });
  });

  it('is low and danger at 20 % left or less', () => {
    expect(storageBar(user({ used_space: 80 * GB }))).toMatchObject({ low: true, danger: true });
    expect(storageBar(user({ used_space: 79 * GB }))).toMatchObject({ low: false, danger: false });
  });

  it('is danger for a non-member whatever is left', () => {
    expect(storageBar(user({ is_vip: 0 }))).toMatchObject({ low: false, danger: true });
  });

  it('counts zero used as 100 % left, even with no space at all', () => {
    expect(storageBar(user({ used_space: 0 }))).toMatchObject({ remainingRatio: 1, low: false });
    expect(storageBar(user({ used_space: 0, total_space: 0 }))).toMatchObject({
      remainingRatio: 1,
      usedPercent: 0,
      low: false,
    });
  });

  it('shows a negative remaining as 0 (over quota)', () => {
    const bar = storageBar(user({ total_space: 2 * GB, used_space: 3 * GB }));
    expect(bar).toMatchObject({
      remainingBytes: 0,
      remainingRatio: 0,
      usedPercent: 100,
      low: true,
    });
    expect(storageBar(user({ used_space: -5 }))).toMatchObject({ usedBytes: 0, remainingRatio: 1 });
  });
});

describe('counts and sizes', () => {
  it('prefers the server wording of a count', () => {
    expect(countText('不限', 0)).toBe('不限');
    expect(countText('', 12)).toBe('12');
    expect(countText(undefined, -3)).toBe('0');
  });

  it.each([
    [0, '0.00B'],
    [1023, '1023.00B'],
    [1024, '1.00KB'],
    [1536, '1.50KB'],
    [5 * 1024 ** 2, '5.00MB'],
    [1.62 * GB, '1.62GB'],
    [3 * 1024 ** 4, '3.00TB'],
    [2048 * 1024 ** 4, '2048.00TB'],
    [-1, '0.00B'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import {
  grantKind,
  grantStatus,
  sortGrants,
  storageView,
} from '@/features/profile/packages/assets';
import { BusinessType } from '@/shared/enums';
import type { AssetPackage } from '@/api/types';

const GB = 1024 ** 3;
const DAY = 86_400;
const now = 1_760_000_000;

describe('storageView', () => {
  it('computes the used share, the free space and the low flag (≤ 20 % left)', () => {
    expect(
      storageView({ total_space: 100 * GB, used_space: 80 * GB, expire_time: now + DAY }, now),
    ).toMatchObject({
      free: 20 * GB,
      usedPercent: 80,
      low: true,
      expired: false,
    });
    expect(
      storageView({ total_space: 100 * GB, used_space: 79 * GB, expire_time: 0 }, now).low,
    ).toBe(false);
  });

  it('counts zero used as 100 % left and never shows negative free space', () => {
    expect(storageView({ total_space: 0, used_space: 0, expire_time: 0 }, now)).toMatchObject({
      low: false,
      usedPercent: 0,
    });
    expect(
      storageView({ total_space: 2 * GB, used_space: 3 * GB, expire_time: 0 }, now),
    ).toMatchObject({
      free: 0,
      usedPercent: 100,
      low: true,
    });
  });

  it('keeps expired files 30 days before deleting them', () => {
    const view = storageView({ total_space: GB, used_space: GB / 2, expire_time: now - DAY }, now);
    expect(view.expired).toBe(true);
    expect(view.deleteTime).toBe(now - DAY + 30 * DAY);
    expect(storageView({ total_space: GB, used_space: 0, expire_time: 0 }, now)).toMatchObject({
      expired: false,
      expireTime: 0,
    });
  });
});

describe('grants', () => {
  const grant = (fields: Partial<AssetPackage>): AssetPackage => ({
    business_type: BusinessType.Piece,
    name: 'x',
    count: 100,
    left_count: 10,
    valid_start_time: now - DAY,
    valid_end_time: now + DAY,
    ...fields,
  });

  it('tells active, pending, used up and expired apart', () => {
    expect(grantStatus(grant({}), now)).toBe('active');
    expect(grantStatus(grant({ valid_start_time: now + 10 }), now)).toBe('pending');
    expect(grantStatus(grant({ left_count: 0 }), now)).toBe('usedUp');
    expect(grantStatus(grant({ valid_end_time: now }), now)).toBe('expired');
    expect(grantStatus(grant({ business_type: BusinessType.Storage, left_count: 0 }), now)).toBe(
      'active',
    );
  });

  it('sorts grants in use first', () => {
    const sorted = sortGrants(
      [
        grant({ name: 'old', valid_end_time: now - 1 }),
        grant({ name: 'empty', left_count: 0 }),
        grant({ name: 'live' }),
      ],
      now,
    );
    expect(sorted.map((g) => g.name)).toEqual(['live', 'empty', 'old']);
  });

  it('names the kind of each business type', () => {
    expect(grantKind(BusinessType.Vip)).toBe('vip');
    expect(grantKind(BusinessType.Storage)).toBe('storage');
    expect(grantKind(BusinessType.Piece)).toBe('piece');
    expect(grantKind(BusinessType.LiteEffect)).toBe('liteEffect');
  });
});

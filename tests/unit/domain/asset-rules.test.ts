import { describe, expect, it } from 'vitest';
import {
  piecesAction,
  retouchUsedRatio,
  storageAction,
  storageShare,
} from '@/domain/account/asset-rules';

/**
 * The account's asset rules, pinned once: the avatar menu and the packages page both take their
 * labels from these functions (tests/e2e/profile.spec.ts checks that they agree on screen).
 */
const GB = 1024 ** 3;
const member = { is_vip: 1 as const };
const guest = { is_vip: 0 as const };
const pieces = (total: number, left: number) => ({
  total_retouch_count: total,
  left_retouch_count: left,
});

describe('storage share', () => {
  it('is low at 20 % remaining or less', () => {
    expect(storageShare(100 * GB, 80 * GB).low).toBe(true);
    expect(storageShare(100 * GB, 79 * GB).low).toBe(false);
  });

  it('zero used space counts as 100 % remaining, whatever the total', () => {
    expect(storageShare(0, 0)).toMatchObject({ remainingRatio: 1, low: false, usedPercent: 0 });
    expect(storageShare(100 * GB, 0)).toMatchObject({ remainingRatio: 1, low: false });
  });

  it('a negative remainder shows 0, and negative inputs count as 0', () => {
    expect(storageShare(2 * GB, 3 * GB)).toMatchObject({
      remainingBytes: 0,
      remainingRatio: 0,
      usedPercent: 100,
      low: true,
    });
    expect(storageShare(GB, -5)).toMatchObject({ usedBytes: 0, remainingRatio: 1 });
  });
});

describe('button labels', () => {
  it('storage: 空间升级 for a member not low on space, else 去扩容', () => {
    expect(storageAction(member, storageShare(100 * GB, 10 * GB))).toBe('spaceUpgrade');
    expect(storageAction(member, storageShare(100 * GB, 90 * GB))).toBe('goExpand');
    expect(storageAction(guest, storageShare(100 * GB, 10 * GB))).toBe('goExpand');
  });

  it('pieces: 补充张数 for a member at or below 80 % used, else 去购买', () => {
    expect(retouchUsedRatio(pieces(100, 20))).toBe(0.8);
    expect(piecesAction({ ...member, ...pieces(100, 20) })).toBe('supplementPieces');
    expect(piecesAction({ ...member, ...pieces(100, 19) })).toBe('goBuy');
    expect(piecesAction({ ...guest, ...pieces(100, 100) })).toBe('goBuy');
  });

  it('pieces: a member never granted any has used none, so 补充张数 (the two pages once disagreed)', () => {
    expect(retouchUsedRatio(pieces(0, 0))).toBe(0);
    expect(piecesAction({ ...member, ...pieces(0, 0) })).toBe('supplementPieces');
    expect(piecesAction({ ...guest, ...pieces(0, 0) })).toBe('goBuy');
  });
});

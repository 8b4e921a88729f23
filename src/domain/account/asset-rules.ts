/**
 * The account's asset rules, in one place: membership, the storage share and when it is low, the
 * share of retouch pieces used, and the labels of the two buy buttons. The avatar menu and the
 * packages page both read them, so one account always gets the same label in both.
 */
import type { User } from '@/api/types';
import { RETOUCH_SUPPLEMENT_RATIO, STORAGE_LOW_RATIO } from '@/shared/constants';
import { Flag } from '@/shared/enums';

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export const isMember = (user: Pick<User, 'is_vip'>): boolean => user.is_vip === Flag.Yes;

export interface StorageShare {
  usedBytes: number;
  totalBytes: number;
  /** Never negative: a negative remainder shows 0. */
  remainingBytes: number;
  /** 0–1; zero used space counts as 1 (all left) whatever the total. */
  remainingRatio: number;
  /** Used share in whole percent, 0–100. */
  usedPercent: number;
  /** STORAGE_LOW_RATIO left or less. */
  low: boolean;
}

export function storageShare(totalSpace: number, usedSpace: number): StorageShare {
  const totalBytes = nonNegative(totalSpace);
  const usedBytes = nonNegative(usedSpace);
  const remaining = totalBytes - usedBytes;
  const remainingRatio = usedBytes === 0 ? 1 : totalBytes > 0 ? clamp01(remaining / totalBytes) : 0;
  return {
    usedBytes,
    totalBytes,
    remainingBytes: Math.max(0, remaining),
    remainingRatio,
    usedPercent: Math.round((1 - remainingRatio) * 100),
    low: remainingRatio <= STORAGE_LOW_RATIO,
  };
}

/**
 * Share of the retouch pieces used, 0–1. An account that was never granted any has used none
 * (0): a member without pieces is offered to add some (补充张数), like one with pieces left.
 */
export function retouchUsedRatio(
  user: Pick<User, 'total_retouch_count' | 'left_retouch_count'>,
): number {
  const total = nonNegative(user.total_retouch_count);
  if (total === 0) return 0;
  return clamp01((total - nonNegative(user.left_retouch_count)) / total);
}

/** The pieces button: 补充张数 for a member at or below RETOUCH_SUPPLEMENT_RATIO used, else 去购买. */
export function piecesAction(
  user: Pick<User, 'is_vip' | 'total_retouch_count' | 'left_retouch_count'>,
): 'supplementPieces' | 'goBuy' {
  return isMember(user) && retouchUsedRatio(user) <= RETOUCH_SUPPLEMENT_RATIO
    ? 'supplementPieces'
    : 'goBuy';
}

/** The storage button: 空间升级 for a member not low on space, else 去扩容. */
export function storageAction(
  user: Pick<User, 'is_vip'>,
  share: Pick<StorageShare, 'low'>,
): 'spaceUpgrade' | 'goExpand' {
  return isMember(user) && !share.low ? 'spaceUpgrade' : 'goExpand';
}

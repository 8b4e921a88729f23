import type { User } from '@/api/types';
import { Flag } from '@/shared/enums';
import { RETOUCH_SUPPLEMENT_RATIO, STORAGE_LOW_RATIO } from '@/shared/constants';
import { maskPhone } from '@/shared/format';

/** Name, else the phone masked at positions 3–6 (`138****8000`). */
export function displayName(user: Pick<User, 'name' | 'phone'>): string {
  const name = user.name?.trim();
  return name ? name : maskPhone(user.phone);
}

export const isMember = (user: Pick<User, 'is_vip'>): boolean => user.is_vip === Flag.Yes;

export interface StorageBar {
  usedBytes: number;
  totalBytes: number;
  /** Never negative (SPEC §9: negative remaining shows 0). */
  remainingBytes: number;
  /** 0–1; zero used counts as 1 (all left) whatever the total. */
  remainingRatio: number;
  /** The bar's fill, 0–100. */
  usedPercent: number;
  /** 20 % left or less. */
  low: boolean;
  /** Danger style: not a member, or low (SPEC §4 "Avatar storage bar"). */
  danger: boolean;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function storageBar(user: Pick<User, 'total_space' | 'used_space' | 'is_vip'>): StorageBar {
  const totalBytes = nonNegative(user.total_space);
  const usedBytes = nonNegative(user.used_space);
  const remaining = totalBytes - usedBytes;
  const remainingRatio = usedBytes === 0 ? 1 : totalBytes > 0 ? clamp01(remaining / totalBytes) : 0;
  const low = remainingRatio <= STORAGE_LOW_RATIO;
  return {
    usedBytes,
    totalBytes,
    remainingBytes: Math.max(0, remaining),
    remainingRatio,
    usedPercent: Math.round((1 - remainingRatio) * 100),
    low,
    danger: !isMember(user) || low,
  };
}

/** Share of the retouch pieces used, 0–1 (0 when none were ever granted). */
export function retouchUsedRatio(
  user: Pick<User, 'total_retouch_count' | 'left_retouch_count'>,
): number {
  const total = nonNegative(user.total_retouch_count);
  if (total === 0) return 0;
  return clamp01((total - nonNegative(user.left_retouch_count)) / total);
}

/** SPEC §9: 补充张数 for a member at or below 80 % used, else 去购买. */
export function piecesAction(user: User): 'supplementPieces' | 'goBuy' {
  return isMember(user) && retouchUsedRatio(user) <= RETOUCH_SUPPLEMENT_RATIO
    ? 'supplementPieces'
    : 'goBuy';
}

/** SPEC §9: 空间升级 for a member not low on space, else 去扩容. */
export function storageAction(user: User): 'spaceUpgrade' | 'goExpand' {
  return isMember(user) && !storageBar(user).low ? 'spaceUpgrade' : 'goExpand';
}

/** A count as the server phrases it (`left_count_str`), else the number. */
export function countText(text: string | undefined, count: number): string {
  return text && text.trim() !== '' ? text : String(nonNegative(count));
}

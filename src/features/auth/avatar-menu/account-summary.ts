import type { User } from '@/api/types';
import { isMember, storageShare, type StorageShare } from '@/domain/account/asset-rules';
import { maskPhone } from '@/shared/format';

/** Name, else the phone masked at positions 3–6 (`138****8000`). */
export function displayName(user: Pick<User, 'name' | 'phone'>): string {
  const name = user.name?.trim();
  return name ? name : maskPhone(user.phone);
}

export interface StorageBar extends StorageShare {
  /** Danger style: not a member, or low (the avatar menu's storage bar). */
  danger: boolean;
}

export function storageBar(user: Pick<User, 'total_space' | 'used_space' | 'is_vip'>): StorageBar {
  const share = storageShare(user.total_space, user.used_space);
  return { ...share, danger: !isMember(user) || share.low };
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** A count as the server phrases it (`left_count_str`), else the number. */
export function countText(text: string | undefined, count: number): string {
  return text && text.trim() !== '' ? text : String(nonNegative(count));
}

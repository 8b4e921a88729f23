/**
 * The packages page's reading of /v1/api/user/assets and the user fields (docs/product-rules.md §3,
 * §9): the storage card (its share and low rule from the domain's asset rules) and the state of
 * each grant.
 */
import { BusinessType } from '@/shared/enums';
import { EXPIRED_STORAGE_KEEP_DAYS } from '@/shared/constants';
import type { AssetPackage, Assets } from '@/api/types';
import { storageShare } from '@/domain/account/asset-rules';

const DAY_SECONDS = 86_400;

export interface StorageView {
  used: number;
  total: number;
  /** Free bytes, never negative (docs/product-rules.md §9: negative remaining shows 0). */
  free: number;
  /** Used share in whole percent, 0–100. */
  usedPercent: number;
  /**
   * docs/product-rules.md §9: low at STORAGE_LOW_RATIO remaining or less; zero used space counts as
   * 100 % remaining.
   */
  low: boolean;
  /** 0 when the space does not expire (free space). */
  expireTime: number;
  expired: boolean;
  /** When expired: the moment files are deleted for good (expiry + EXPIRED_STORAGE_KEEP_DAYS). */
  deleteTime: number;
}

export function storageView(storage: Assets['storage'], now: number): StorageView {
  const share = storageShare(storage.total_space, storage.used_space);
  const expireTime = storage.expire_time > 0 ? storage.expire_time : 0;
  return {
    used: share.usedBytes,
    total: share.totalBytes,
    free: share.remainingBytes,
    usedPercent: share.usedPercent,
    low: share.low,
    expireTime,
    expired: expireTime > 0 && expireTime <= now,
    deleteTime: expireTime > 0 ? expireTime + EXPIRED_STORAGE_KEEP_DAYS * DAY_SECONDS : 0,
  };
}

/** Keys under `profile:packages.grants.status`. */
export type GrantStatus = 'active' | 'expired' | 'pending' | 'usedUp';

export function grantStatus(grant: AssetPackage, now: number): GrantStatus {
  if (grant.valid_end_time > 0 && grant.valid_end_time <= now) return 'expired';
  if (grant.valid_start_time > now) return 'pending';
  if (grant.business_type !== BusinessType.Storage && grant.count > 0 && grant.left_count <= 0)
    return 'usedUp';
  return 'active';
}

/** Keys under `profile:packages.grants.kind`. */
export type GrantKind = 'vip' | 'storage' | 'piece' | 'liteEffect';

export function grantKind(businessType: BusinessType): GrantKind {
  switch (businessType) {
    case BusinessType.Storage:
      return 'storage';
    case BusinessType.Piece:
      return 'piece';
    case BusinessType.LiteEffect:
      return 'liteEffect';
    default:
      return 'vip';
  }
}

/** Grants in use first, then the ones not yet started, then used up and expired; newest first within. */
export function sortGrants(grants: readonly AssetPackage[], now: number): AssetPackage[] {
  const rank: Record<GrantStatus, number> = { active: 0, pending: 1, usedUp: 2, expired: 3 };
  return [...grants].sort(
    (a, b) =>
      rank[grantStatus(a, now)] - rank[grantStatus(b, now)] || b.valid_end_time - a.valid_end_time,
  );
}

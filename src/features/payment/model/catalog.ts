/**
 * Which packages the payment page sells and how they are grouped (docs/product-rules.md §1, §3,
 * §4).
 */
import { canPurchase } from '@/api/models';
import type { Package } from '@/api/types';
import {
  AssetType,
  BusinessType,
  CardColor,
  CommodityType,
  Flag,
  PurchaseMethod,
} from '@/shared/enums';

/**
 * The two packages of docs/product-rules.md §1, both business type Vip: fine retouching (commodity
 * type Piece, travel and wedding) and smooth retouching (commodity type LiteEffect, events and live
 * conferences).
 */
export type PackageLine = 'fine' | 'smooth';
export const PACKAGE_LINES: readonly PackageLine[] = ['fine', 'smooth'];

function lineOf(pkg: Package): PackageLine | undefined {
  if (pkg.business_type !== BusinessType.Vip) return undefined;
  if (pkg.type === CommodityType.Piece) return 'fine';
  if (pkg.type === CommodityType.LiteEffect) return 'smooth';
  return undefined;
}

/** Shown tiers per line, in the server's `order` (lowest tier first). */
export function groupByLine(list: readonly Package[]): Record<PackageLine, Package[]> {
  const groups: Record<PackageLine, Package[]> = { fine: [], smooth: [] };
  for (const pkg of list) {
    const line = lineOf(pkg);
    if (line && pkg.is_show === Flag.Yes) groups[line].push(pkg);
  }
  for (const line of PACKAGE_LINES) groups[line].sort((a, b) => a.order - b.order || a.id - b.id);
  return groups;
}

/**
 * The pricing page's `t` query (docs/product-rules.md §2): lite effect opens the smooth line,
 * anything else fine.
 */
export function lineFromQuery(t: string | null): PackageLine {
  return t === AssetType.LiteEffect ? 'smooth' : 'fine';
}

/** `json_info` carries `{scene, benefits[]}`; anything unparsable is ignored. */
export interface PackageInfo {
  scene?: string;
  benefits?: string[];
}

export function parseJsonInfo(json: string | null | undefined): PackageInfo {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const record = value as Record<string, unknown>;
    const info: PackageInfo = {};
    if (typeof record.scene === 'string' && record.scene.trim()) info.scene = record.scene;
    if (Array.isArray(record.benefits)) {
      const benefits = record.benefits.filter(
        (b): b is string => typeof b === 'string' && b.trim() !== '',
      );
      if (benefits.length) info.benefits = benefits;
    }
    return info;
  } catch {
    return {};
  }
}

/** The list price saving (original minus price), never negative. */
export function savingOf(pkg: Pick<Package, 'price' | 'original_price'>): number {
  return Math.max(0, pkg.original_price - pkg.price);
}

/**
 * What the buy button does (docs/product-rules.md §4 "Package purchase"): a package is bought as it
 * is only when its business type is Vip and it has a purchase method; a missing one, one without a
 * purchase method, or one known to be stale (e.g. the list was loaded before the visitor logged in,
 * so its purchase method may be wrong) is refreshed through union_product first.
 */
export type BuyStep = 'checkout' | 'refresh';

export function buyStep(
  pkg: Package | null | undefined,
  options: { stale?: boolean } = {},
): BuyStep {
  return !options.stale && canPurchase(pkg) ? 'checkout' : 'refresh';
}

/** The purchase method to ask union_product for: the one we hold, else Normal. */
export function refreshPurchaseMethod(pkg: Package | null | undefined): PurchaseMethod {
  return pkg && pkg.purchase_method !== PurchaseMethod.None
    ? pkg.purchase_method
    : PurchaseMethod.Normal;
}

/** A card colour's name in the page's styles (payment-page.module.css `[data-tier]`). */
export type TierColor = 'grey' | 'gold' | 'blue' | 'purple' | 'bronze';

const TIER_COLORS: Readonly<Record<CardColor, TierColor>> = {
  [CardColor.Grey]: 'grey',
  [CardColor.Gold]: 'gold',
  [CardColor.Blue]: 'blue',
  [CardColor.Purple]: 'purple',
  [CardColor.Bronze]: 'bronze',
};

/** The card colour of a package's `style`; another value has none (the plain card). */
export function tierColorOf(style: number): TierColor | undefined {
  return Object.hasOwn(TIER_COLORS, style) ? TIER_COLORS[style as CardColor] : undefined;
}

/**
 * The purchase's client-side records (SPEC.md §3): pay product info and pay source id per page
 * path in sessionStorage (with the spec's defaults), and the pay user info / pay meta cookies that
 * /payment/success reads.
 */
import type { Package } from '@/api/types';
import { getJsonCookie, setJsonCookie } from '@/shared/storage/cookies';
import {
  COOKIE_KEYS,
  DEFAULT_PAY_META_DATA,
  DEFAULT_PAY_PRODUCT_INFO,
  DEFAULT_PAY_SOURCE_ID,
  payProductInfoKey,
  paySourceIdKey,
  type PayMetaData,
  type PayProductInfo,
  type PayUserInfo,
} from '@/shared/storage/keys';
import { session } from '@/shared/storage/session';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPayProductInfo = (value: unknown): value is PayProductInfo =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.price === 'number' &&
  typeof value.count === 'number' &&
  (typeof value.duration === 'number' || typeof value.duration === 'string');

/** Pay product info of `pkg`: the SPEC fields plus its business type, the raw package and a summary. */
export function toPayProductInfo(pkg: Package, count = 1): PayProductInfo {
  return {
    id: pkg.id,
    price: pkg.price,
    count,
    duration: pkg.duration,
    type: pkg.business_type,
    raw: pkg,
    detail: { name: pkg.name, purchase_method: pkg.purchase_method, commodity_type: pkg.type },
  };
}

export function savePayProductInfo(path: string, info: PayProductInfo): void {
  session.set(payProductInfoKey(path), info);
}

export function readPayProductInfo(path: string): PayProductInfo {
  return session.get(payProductInfoKey(path), { ...DEFAULT_PAY_PRODUCT_INFO }, isPayProductInfo);
}

/** The package kept in pay product info (`raw`), when it is there and looks like one. */
export function storedPackage(info: PayProductInfo): Package | undefined {
  const raw = info.raw;
  return isRecord(raw) && typeof raw.id === 'number' && typeof raw.name === 'string'
    ? (raw as unknown as Package)
    : undefined;
}

export function savePaySourceId(path: string, sourceId: number): void {
  session.set(paySourceIdKey(path), Number.isFinite(sourceId) ? sourceId : DEFAULT_PAY_SOURCE_ID);
}

export function readPaySourceId(path: string): number {
  return session.get(
    paySourceIdKey(path),
    DEFAULT_PAY_SOURCE_ID,
    (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  );
}

export function writePayCookies(phone: string, meta: PayMetaData): void {
  setJsonCookie(COOKIE_KEYS.payUserInfo, { phone } satisfies PayUserInfo);
  setJsonCookie(COOKIE_KEYS.payMetaData, meta);
}

export function readPayMeta(): PayMetaData {
  const meta = getJsonCookie<Partial<PayMetaData> | null>(COOKIE_KEYS.payMetaData, null, isRecord);
  return {
    returnPath:
      typeof meta?.returnPath === 'string' && meta.returnPath
        ? meta.returnPath
        : DEFAULT_PAY_META_DATA.returnPath,
    tradeNo: typeof meta?.tradeNo === 'string' ? meta.tradeNo : DEFAULT_PAY_META_DATA.tradeNo,
  };
}

export function readPayUserInfo(): PayUserInfo | null {
  const info = getJsonCookie<PayUserInfo | null>(
    COOKIE_KEYS.payUserInfo,
    null,
    (v): v is PayUserInfo => isRecord(v) && typeof v.phone === 'string',
  );
  return info;
}

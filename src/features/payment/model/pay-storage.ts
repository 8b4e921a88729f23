/**
 * The purchase's client-side records (docs/product-rules.md §3): pay product info and pay source id
 * per page path in sessionStorage (with the spec's defaults), and the pay user info / pay meta
 * cookies that /payment/success reads.
 */
import type { Package } from '@/api/types';
import { maskPhone } from '@/shared/format';
import { safeReturnPath } from '@/shared/redirect';
import {
  getJsonCookie,
  removeCookie,
  setJsonCookie,
  type CookieOptions,
} from '@/shared/storage/cookies';
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
import { isRecord } from '@/shared/is-record';

const isPayProductInfo = (value: unknown): value is PayProductInfo =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.price === 'number' &&
  typeof value.count === 'number' &&
  (typeof value.duration === 'number' || typeof value.duration === 'string');

/**
 * Pay product info of `pkg`: the fields of docs/product-rules.md §3 plus its business type, the raw
 * package and a summary.
 */
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

/**
 * The two pay cookies only bridge the trip to the provider and back to /payment/success on this
 * host: they end with the browser session and carry no `domain` attribute, so no other subdomain
 * of the product reads them (other cookies keep the defaults of src/shared/storage/cookies.ts).
 */
const PAY_COOKIE: CookieOptions = { session: true, hostOnly: true };

/** `138****8000`: how the success page shows the payer. */
const MASKED_PHONE = /^\d{3}\*{4}\d{1,4}$/;
/** Stored when the payer's phone was not known on leaving (see writePayCookies). */
const UNKNOWN_PAYER = 'unknown';

export const isMaskedPhone = (value: string): boolean => MASKED_PHONE.test(value);

/**
 * The payer phone as the pay user info cookie keeps it: masked (`13800138000` → `138****8000`),
 * never the full number. Another non-empty value (no phone known) becomes `unknown`, which still
 * marks a payer for the /payment/success route rule but shows nothing; empty stays empty.
 */
export function maskedPayerPhone(phone: string | null | undefined): string {
  const value = (phone ?? '').trim();
  if (!value) return '';
  if (isMaskedPhone(value)) return value;
  // The country code (phone_cc 86, docs/product-rules.md §3) is not part of what the page shows.
  const digits = value.replace(/[\s+-]/g, '').replace(/^86(?=1\d{10}$)/, '');
  return /^\d{7,}$/.test(digits) ? maskPhone(digits) : UNKNOWN_PAYER;
}

/**
 * Written just before the buyer leaves to pay. A payer whose phone could not be read (user info
 * failed) is still a payer: `unknown` keeps the /payment/success route rule from sending them home.
 */
export function writePayCookies(phone: string, meta: PayMetaData): void {
  const info: PayUserInfo = { phone: maskedPayerPhone(phone) || UNKNOWN_PAYER };
  const data: PayMetaData = { returnPath: safeReturnPath(meta.returnPath), tradeNo: meta.tradeNo };
  // An older cookie of the same name written for the whole domain would shadow the
  // host-only one in document.cookie, so it goes first.
  removeCookie(COOKIE_KEYS.payUserInfo);
  removeCookie(COOKIE_KEYS.payMetaData);
  setJsonCookie(COOKIE_KEYS.payUserInfo, info, PAY_COOKIE);
  setJsonCookie(COOKIE_KEYS.payMetaData, data, PAY_COOKIE);
}

/** The pay meta cookie; its returnPath has passed safeReturnPath (a cookie is user-controlled). */
export function readPayMeta(): PayMetaData {
  const meta = getJsonCookie<Partial<PayMetaData> | null>(COOKIE_KEYS.payMetaData, null, isRecord);
  return {
    returnPath: safeReturnPath(
      typeof meta?.returnPath === 'string' ? meta.returnPath : undefined,
      DEFAULT_PAY_META_DATA.returnPath,
    ),
    tradeNo: typeof meta?.tradeNo === 'string' ? meta.tradeNo : DEFAULT_PAY_META_DATA.tradeNo,
  };
}

/**
 * The payer, with the phone masked. Reads the current cookie (`{phone: '138****8000'}`) and the
 * unmasked form (`{phone: '13800138000'}`, written for the whole domain), which is rewritten in
 * the current form so the full number does not linger; null when there is no payer.
 */
export function readPayUserInfo(): PayUserInfo | null {
  const info = getJsonCookie<Record<string, unknown> | null>(
    COOKIE_KEYS.payUserInfo,
    null,
    isRecord,
  );
  const stored = typeof info?.phone === 'string' ? info.phone : '';
  const phone = maskedPayerPhone(stored);
  if (!phone) return null;
  if (phone !== stored) {
    removeCookie(COOKIE_KEYS.payUserInfo);
    setJsonCookie(COOKIE_KEYS.payUserInfo, { phone } satisfies PayUserInfo, PAY_COOKIE);
  }
  return { phone };
}

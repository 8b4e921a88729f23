/**
 * A purchase in progress. An order waiting to be paid is a {@link PayingRecord}, kept in the
 * account's open orders (./open-orders.ts). Before there is an order (the order call under way,
 * the WeChat authorisation round trip), the purchase is kept in localStorage
 * (LOCAL_KEYS.pendingPayOrder), so that a reload or the return from WeChat resumes it instead of
 * offering a second order. Cleared when the order exists or the purchase ends, and on logout.
 */
import type { Package, WechatJsapiParams } from '@/api/types';
import { TEN_MINUTES_MS } from '@/shared/constants';
import { PayChannel } from '@/shared/enums';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';
import { isRecord } from '@/shared/is-record';

/** What the success page needs to say what was bought, without another call. */
export type ProductSnapshot = Pick<
  Package,
  | 'id'
  | 'name'
  | 'price'
  | 'original_price'
  | 'business_type'
  | 'type'
  | 'purchase_method'
  | 'count'
  | 'bonus_count'
  | 'lite_effect_count'
  | 'lite_effect_product_quantity'
  | 'space_size'
  | 'duration'
>;

export function snapshotOf(pkg: Package): ProductSnapshot {
  return {
    id: pkg.id,
    name: pkg.name,
    price: pkg.price,
    original_price: pkg.original_price,
    business_type: pkg.business_type,
    type: pkg.type,
    purchase_method: pkg.purchase_method,
    count: pkg.count,
    bonus_count: pkg.bonus_count,
    lite_effect_count: pkg.lite_effect_count,
    lite_effect_product_quantity: pkg.lite_effect_product_quantity,
    space_size: pkg.space_size,
    duration: pkg.duration,
  };
}

/** The purchase intent the order belongs to: its `client_order_id` and what was chosen. */
export interface Intent {
  id: string;
  productId: number;
  channel: PayChannel;
}

/** How an order is paid: a QR shown in the page, a provider page the browser goes to, WeChat JSAPI. */
export type PayMode = 'qr' | 'redirect' | 'jsapi';

/** An order created and waiting to be paid. */
export interface PayingRecord {
  stage: 'paying';
  outTradeNo: string;
  intentId: string;
  channel: PayChannel;
  mode: PayMode;
  /** When the order expires (ms, client clock; from Pay-Limit-Time). */
  expiresAt: number;
  /** Fen payable after the deduction, and the deduction itself. */
  amount: number;
  deduction: number;
  product: ProductSnapshot;
  /** The payment page (path + search) the purchase started on: the return path. */
  returnPath: string;
  /** The QR image as a data URL, so a reload can show it again. */
  qr?: string;
  /** WeChat JSAPI's parameters: 重新支付 opens WeChat Pay again with them, no new order. */
  payParams?: WechatJsapiParams;
  /** The provider's page (Alipay, WeChat H5): 继续支付 goes there again, no new order. */
  url?: string;
  createdAt: number;
}

/**
 * union_order_pay was sent and its answer has not arrived: after a reload the order may exist, and
 * sending the same intent id again answers it without creating another.
 */
interface CreatingRecord {
  stage: 'creating';
  intentId: string;
  channel: PayChannel;
  product: ProductSnapshot;
  returnPath: string;
  createdAt: number;
}

/** Waiting for WeChat to come back from snsapi_base authorisation with `?code=`. */
export interface AuthorizingRecord {
  stage: 'authorizing';
  /** The `state` sent to WeChat; the code is used only when it comes back unchanged. */
  state: string;
  channel: PayChannel;
  product: ProductSnapshot;
  returnPath: string;
  createdAt: number;
}

/** What is kept before an order exists. */
export type PreOrderRecord = CreatingRecord | AuthorizingRecord;

/** Whatever a payment page resumes: an order, or the steps before it. */
export type PendingRecord = PayingRecord | PreOrderRecord;

const MODES: readonly unknown[] = ['qr', 'redirect', 'jsapi'] satisfies PayMode[];

function hasBase(value: unknown): value is Record<string, unknown> & { product: object } {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  if (typeof value.product.id !== 'number' || typeof value.returnPath !== 'string') return false;
  return (
    typeof value.createdAt === 'number' &&
    (Object.values(PayChannel) as unknown[]).includes(value.channel)
  );
}

/** The shape of an order waiting to be paid, as any stored copy must have it. */
export function isPayingRecord(value: unknown): value is PayingRecord {
  return (
    hasBase(value) &&
    value.stage === 'paying' &&
    typeof value.outTradeNo === 'string' &&
    value.outTradeNo !== '' &&
    typeof value.intentId === 'string' &&
    MODES.includes(value.mode) &&
    Number.isFinite(value.expiresAt) &&
    typeof value.amount === 'number'
  );
}

function isPreOrder(value: unknown): value is PreOrderRecord {
  if (!hasBase(value)) return false;
  if (value.stage === 'creating') return typeof value.intentId === 'string';
  return value.stage === 'authorizing' && typeof value.state === 'string';
}

export function savePending(record: PreOrderRecord): boolean {
  return local.set(LOCAL_KEYS.pendingPayOrder, record);
}

export function readPending(): PreOrderRecord | null {
  return local.get<PreOrderRecord | null>(LOCAL_KEYS.pendingPayOrder, null, isPreOrder);
}

export function clearPending(): void {
  local.remove(LOCAL_KEYS.pendingPayOrder);
}

/** The record of the purchase started on `path` (a record of another page is not ours). */
export function pendingFor(path: string): PreOrderRecord | null {
  const record = readPending();
  return record && pathOf(record.returnPath) === pathOf(path) ? record : null;
}

/** An authorising record young enough to still match a WeChat code (codes live 5 minutes). */
export function isFreshAuthorizing(record: AuthorizingRecord, nowMs: number): boolean {
  return nowMs - record.createdAt <= TEN_MINUTES_MS;
}

/** A new `client_order_id` (API: one per purchase intent). */
export function newIntentId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // Older in-app browsers: a v4 UUID from random bytes.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function pathOf(pathAndSearch: string): string {
  const cut = pathAndSearch.search(/[?#]/);
  return cut === -1 ? pathAndSearch : pathAndSearch.slice(0, cut);
}

/**
 * A payment in progress, kept in localStorage (LOCAL_KEYS.pendingPayOrder) so that a reload, a
 * return from Alipay / WeChat H5, or the WeChat authorisation round trip resumes it
 * (INTEGRATION.md §3 "Polling, expiry, tab close and resuming").
 */
import type { Package } from '@/api/types';
import { TEN_MINUTES_MS } from '@/shared/constants';
import type { PayChannel } from '@/shared/enums';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';

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

/** An order created and waiting to be paid. */
export interface PayingRecord {
  stage: 'paying';
  outTradeNo: string;
  channel: PayChannel;
  /** How the order is paid: a QR shown in the page, a provider redirect, or WeChat JSAPI. */
  mode: 'qr' | 'redirect' | 'jsapi';
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

export type PendingRecord = PayingRecord | AuthorizingRecord;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isPending(value: unknown): value is PendingRecord {
  if (!isRecord(value) || !isRecord(value.product)) return false;
  if (typeof value.product.id !== 'number' || typeof value.returnPath !== 'string') return false;
  if (typeof value.createdAt !== 'number' || typeof value.channel !== 'string') return false;
  if (value.stage === 'paying') {
    return (
      typeof value.outTradeNo === 'string' &&
      value.outTradeNo !== '' &&
      typeof value.expiresAt === 'number' &&
      typeof value.amount === 'number'
    );
  }
  return value.stage === 'authorizing' && typeof value.state === 'string';
}

export function savePending(record: PendingRecord): boolean {
  return local.set(LOCAL_KEYS.pendingPayOrder, record);
}

export function readPending(): PendingRecord | null {
  return local.get<PendingRecord | null>(LOCAL_KEYS.pendingPayOrder, null, isPending);
}

export function clearPending(outTradeNo?: string): void {
  if (outTradeNo !== undefined) {
    const current = readPending();
    if (current?.stage === 'paying' && current.outTradeNo !== outTradeNo) return;
  }
  local.remove(LOCAL_KEYS.pendingPayOrder);
}

/** A paying record for this page that has not expired yet (a reload resumes it). */
export function resumablePaying(returnPath: string, nowMs: number): PayingRecord | null {
  const record = readPending();
  if (record?.stage !== 'paying' || record.mode !== 'qr') return null;
  if (pathOf(record.returnPath) !== pathOf(returnPath)) return null;
  return record.expiresAt > nowMs ? record : null;
}

/** An authorising record young enough to still match a WeChat code (codes live 5 minutes). */
export function freshAuthorizing(nowMs: number): AuthorizingRecord | null {
  const record = readPending();
  if (record?.stage !== 'authorizing') return null;
  return nowMs - record.createdAt <= TEN_MINUTES_MS ? record : null;
}

export function pathOf(pathAndSearch: string): string {
  const cut = pathAndSearch.search(/[?#]/);
  return cut === -1 ? pathAndSearch : pathAndSearch.slice(0, cut);
}

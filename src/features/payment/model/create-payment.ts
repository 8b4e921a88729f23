/**
 * One union_order_pay call and what to do with its answer (docs/backend-contract.md): an image is
 * the QR; JSON is Alipay's `pay_url`, WeChat H5's `mweb_url` or WeChat JSAPI's `pay_params`. The
 * order headers (out_trade_no, Union-Order-Deduction, Pay-Limit-Time) come with every kind.
 */
import { ApiError } from '@/api/errors';
import { unionOrderPay } from '@/api/services/order';
import type { Package, UnionOrderPayRequest, WechatJsapiParams } from '@/api/types';
import { Flag, PAY_TYPE_BY_CHANNEL, type PayChannel } from '@/shared/enums';
import { t } from '@/i18n';
import { tradeTypeFor, type PayEnvironment } from './channels';
import type { OrderStart } from './checkout-machine';
import { UnusablePaymentError } from './order-errors';
import { followablePayUrl } from './provider-urls';
import { ROUTES } from '@/domain/routes';

/** Used when a server sends no Pay-Limit-Time: WeChat's own default order window is longer. */
const DEFAULT_PAY_LIMIT_SECONDS = 15 * 60;
/** No provider keeps an order open this long; a larger Pay-Limit-Time is taken as this. */
export const MAX_PAY_LIMIT_SECONDS = 24 * 24 * 60 * 60;

/** The QR answer is shown and stored as an image only in these formats, and below this size. */
const QR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_QR_BYTES = 200 * 1024;

/** Pay-Limit-Time (seconds until the order expires): missing, 0 or negative is the default. */
export function payLimitSecondsOf(header: number): number {
  if (!Number.isFinite(header) || header <= 0) return DEFAULT_PAY_LIMIT_SECONDS;
  return Math.min(header, MAX_PAY_LIMIT_SECONDS);
}

export interface PaymentRequest {
  product: Pick<Package, 'id' | 'purchase_method'>;
  /** The purchase intent's `client_order_id`: a retry of the same intent gets the same order. */
  intentId: string;
  channel: PayChannel;
  env: PayEnvironment;
  sourceId: number;
  subscription: boolean;
  /** The page's origin; return_url is origin + /payment/success. */
  origin: string;
  /** The WeChat snsapi_base code (JSAPI only). */
  code?: string;
}

interface OrderHeaders {
  outTradeNo: string;
  deduction: number;
  payLimitSeconds: number;
}

export type PaymentStart =
  | (OrderHeaders & { kind: 'qr'; qr: string })
  | (OrderHeaders & { kind: 'redirect'; url: string })
  | (OrderHeaders & { kind: 'jsapi'; params: WechatJsapiParams });

function returnUrlFor(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${ROUTES.paymentSuccess.path}`;
}

export function orderBody(request: PaymentRequest): UnionOrderPayRequest & { code?: string } {
  return {
    product_id: request.product.id,
    count: 1,
    purchase_method: request.product.purchase_method,
    pay_type: PAY_TYPE_BY_CHANNEL[request.channel],
    trade_type: tradeTypeFor(request.env),
    source_id: request.sourceId,
    subscription: request.subscription ? Flag.Yes : Flag.No,
    return_url: returnUrlFor(request.origin),
    client_order_id: request.intentId,
    ...(request.code ? { code: request.code } : {}),
  };
}

/** The QR image as a data URL (kept with the pending order, so a reload can show it again). */
async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${blob.type};base64,${btoa(binary)}`;
}

const invalidAnswer = (message: string) => new ApiError({ kind: 'parse', message });

/**
 * Creates the order and payment. Not retried automatically: the buyer decides, and a retry sends
 * the same `client_order_id`, so the server answers the same order.
 */
export async function createPayment(
  request: PaymentRequest,
  signal?: AbortSignal,
): Promise<PaymentStart> {
  const answer = await unionOrderPay(orderBody(request), {
    signal,
    silent: true,
  });
  if (!answer.outTradeNo) throw invalidAnswer(t('payment:errors.noTradeNo'));
  const headers: OrderHeaders = {
    outTradeNo: answer.outTradeNo,
    deduction: Math.max(0, answer.deduction),
    payLimitSeconds: payLimitSecondsOf(answer.payLimitTime),
  };
  if (answer.kind === 'qr') {
    const type = answer.blob.type.split(';')[0]!.trim().toLowerCase();
    if (!QR_TYPES.includes(type) || answer.blob.size > MAX_QR_BYTES) {
      throw new UnusablePaymentError(t('payment:errors.badQr'));
    }
    return { kind: 'qr', qr: await blobToDataUrl(answer.blob), ...headers };
  }
  const { data } = answer;
  if (data.pay_params) return { kind: 'jsapi', params: data.pay_params, ...headers };
  const redirect = data.pay_url ?? data.mweb_url;
  let url = followablePayUrl(redirect, request.origin);
  if (!url) throw invalidAnswer(t('payment:errors.badPayUrl'));
  if (!data.pay_url && data.mweb_url) {
    // WeChat H5 returns to redirect_url after paying (docs/integration-notes.md §3).
    const back = `${returnUrlFor(request.origin)}?out_trade_no=${encodeURIComponent(headers.outTradeNo)}`;
    url = `${url}${url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`;
  }
  return { kind: 'redirect', url, ...headers };
}

/** The order as the checkout keeps it, from what union_order_pay answered at `now`. */
export function orderStartOf(start: PaymentStart, price: number, now: number): OrderStart {
  const base = {
    outTradeNo: start.outTradeNo,
    amount: payableAmount(price, start.deduction),
    deduction: start.deduction,
    expiresAt: now + start.payLimitSeconds * 1000,
  };
  if (start.kind === 'qr') return { ...base, mode: 'qr', qr: start.qr };
  if (start.kind === 'redirect') return { ...base, mode: 'redirect', url: start.url };
  return { ...base, mode: 'jsapi', payParams: start.params };
}

/** The amount to pay: price × count less the deduction, never below 0. */
export function payableAmount(price: number, deduction: number, count = 1): number {
  return Math.max(0, price * count - deduction);
}

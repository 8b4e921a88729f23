/** Pay service: packages and union orders. */
import { APP_ID, UNION_PRODUCT_PLATFORM } from '@/shared/constants';
import { OrderResponseHeader, type PurchaseMethod } from '@/shared/enums';
import { request, requestBinaryOrJson, requestTimed, type CallOptions } from '../request';
import type {
  Package,
  Timed,
  UnionDeductionOrder,
  UnionOrderPayJson,
  UnionOrderPayRequest,
  UnionOrderPayResult,
  UnionOrderState,
} from '../types';

/** The package list with the server time (for the promotion countdown). */
export function getUnionProductList(options?: CallOptions): Promise<Timed<{ list: Package[] }>> {
  return requestTimed<{ list: Package[] }>('/v1/api/union_product/list', {
    ...options,
    service: 'pay',
    searchParams: { app_id: APP_ID, platform: UNION_PRODUCT_PLATFORM },
  });
}

/** One package, to refresh a stale one before buying. */
export function getUnionProduct(
  params: { productId: number; purchaseMethod: PurchaseMethod },
  options?: CallOptions,
): Promise<Package> {
  return request<Package>('/v1/api/order/union_product', {
    ...options,
    service: 'pay',
    searchParams: { product_id: params.productId, purchase_method: params.purchaseMethod },
  });
}

const toNumber = (value: string | null): number => {
  const n = Number(value ?? '');
  return Number.isFinite(n) ? n : 0;
};

/**
 * Creates the order and its payment. An image answer is the QR (WeChat NATIVE/DesktopWechat,
 * UnionPay); a JSON answer carries pay_url / pay_params / mweb_url. Never retried: a retry
 * would create a second order.
 */
export async function unionOrderPay(
  body: UnionOrderPayRequest,
  options?: CallOptions,
): Promise<UnionOrderPayResult> {
  const result = await requestBinaryOrJson<UnionOrderPayJson>(
    '/v1/api/order/union_order_pay',
    (contentType) => contentType.startsWith('image/'),
    { ...options, service: 'pay', method: 'post', json: { app_id: APP_ID, ...body } },
  );
  const headers = {
    outTradeNo: result.headers.get(OrderResponseHeader.OutTradeNo) ?? '',
    deduction: toNumber(result.headers.get(OrderResponseHeader.UnionOrderDeduction)),
    payLimitTime: toNumber(result.headers.get(OrderResponseHeader.PayLimitTime)),
  };
  return result.kind === 'binary'
    ? { kind: 'qr', blob: result.blob, ...headers }
    : { kind: 'json', data: result.data ?? {}, ...headers };
}

export function getUnionOrderState(
  outTradeNo: string,
  options?: CallOptions,
): Promise<UnionOrderState> {
  return request<UnionOrderState>('/v1/api/order/union_order_state', {
    ...options,
    service: 'pay',
    searchParams: { out_trade_no: outTradeNo, app_id: APP_ID },
  });
}

export function getUnionDeductionOrder(
  outTradeNo: string,
  options?: CallOptions,
): Promise<UnionDeductionOrder> {
  return request<UnionDeductionOrder>('/v1/api/order/union_deduction_order', {
    ...options,
    service: 'pay',
    searchParams: { app_id: APP_ID, out_trade_no: outTradeNo },
  });
}

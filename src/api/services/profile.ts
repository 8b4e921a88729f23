/** Calls of the profile area (docs/backend-contract.md "Calls the profile area needs"). */
import { request, type CallOptions } from '../request';
import type {
  Assets,
  Device,
  Invoice,
  InvoiceApplyRequest,
  Order,
  OrderListQuery,
  PageQuery,
  Paged,
} from '../types';

export function getUserAssets(options?: CallOptions): Promise<Assets> {
  return request<Assets>('/v1/api/user/assets', { ...options, service: 'user' });
}

export function getOrderList(query: OrderListQuery, options?: CallOptions): Promise<Paged<Order>> {
  return request<Paged<Order>>('/v1/api/order/list', {
    ...options,
    service: 'pay',
    searchParams: { ...query },
  });
}

export function applyInvoice(
  json: InvoiceApplyRequest,
  options?: CallOptions,
): Promise<{ invoice_id: number }> {
  return request('/v1/api/invoice/apply', { ...options, service: 'pay', method: 'post', json });
}

export function getInvoiceHistory(
  query: PageQuery,
  options?: CallOptions,
): Promise<Paged<Invoice>> {
  return request<Paged<Invoice>>('/v1/api/invoice/history', {
    ...options,
    service: 'pay',
    searchParams: { ...query },
  });
}

export function getDeviceList(options?: CallOptions): Promise<{ list: Device[] }> {
  return request('/v1/api/device/list', options);
}

export function unbindDevice(id: number, options?: CallOptions): Promise<Record<string, never>> {
  return request('/v1/api/device/unbind', { ...options, method: 'post', json: { id } });
}

/** Calls of the profile area (docs/backend-contract.md "Calls the profile area needs"). */
import { serverLink } from '@/shared/server-links';
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

const INVOICE_HISTORY_PATH = '/v1/api/invoice/history';

/** The invoices; a file link the page may not show (src/shared/server-links.ts) is dropped. */
export async function getInvoiceHistory(
  query: PageQuery,
  options?: CallOptions,
): Promise<Paged<Invoice>> {
  const page = await request<Paged<Invoice>>(INVOICE_HISTORY_PATH, {
    ...options,
    service: 'pay',
    searchParams: { ...query },
  });
  const list = page.list.map(({ download_url, ...invoice }) => {
    const link = serverLink(download_url, INVOICE_HISTORY_PATH);
    return link ? { ...invoice, download_url: link } : invoice;
  });
  return { ...page, list };
}

export function getDeviceList(options?: CallOptions): Promise<{ list: Device[] }> {
  return request('/v1/api/device/list', options);
}

export function unbindDevice(id: number, options?: CallOptions): Promise<Record<string, never>> {
  return request('/v1/api/device/unbind', { ...options, method: 'post', json: { id } });
}

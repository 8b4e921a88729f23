/** Web service: site config and the declared-only web calls. */
import { request, requestTimed, type CallOptions } from '../request';
import type {
  ConsultationCreateRequest,
  CooperationTransferRequest,
  SalesmanQrCode,
  Timed,
  UrlLimit,
  WebConfig,
} from '../types';

/** Silent on error (docs/product-rules.md §7): the caller falls back to defaults. */
export function getWebConfig(options?: CallOptions): Promise<Timed<WebConfig>> {
  return requestTimed<WebConfig>('/v1/web/config', { ...options, service: 'web', silent: true });
}

export function cooperationTransfer(
  json: CooperationTransferRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return request('/v1/web/cooperation/transfer', {
    ...options,
    service: 'web',
    method: 'post',
    json,
  });
}

export function consultationCreate(
  json: ConsultationCreateRequest,
  options?: CallOptions,
): Promise<{ id?: number }> {
  return request('/v1/web/consultation/create', {
    ...options,
    service: 'web',
    method: 'post',
    json,
  });
}

export function getUrlLimit(url: string, options?: CallOptions): Promise<UrlLimit> {
  return request('/v1/web/weight/is_url_limit', {
    ...options,
    service: 'web',
    searchParams: { url },
  });
}

export function getSalesmanQrCode(
  sourceId: number | undefined,
  options?: CallOptions,
): Promise<SalesmanQrCode> {
  return request('/v1/web/salesman/qr_code', {
    ...options,
    service: 'web',
    searchParams: { source_id: sourceId },
  });
}

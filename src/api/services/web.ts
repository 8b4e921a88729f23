/** Web service: site config and the contact pages' calls (cooperation, consultation). */
import { request, requestTimed, type CallOptions } from '../request';
import type {
  ConsultationCreateRequest,
  CooperationTransferRequest,
  Timed,
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

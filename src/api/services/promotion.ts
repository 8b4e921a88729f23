/** Promotion service. */
import { requestTimed, type CallOptions } from '../request';
import type { PromotionConfig, Timed } from '../types';

/** Promotion state and durations, with the server time of meta.time. */
export function getPromotionConfig(options?: CallOptions): Promise<Timed<PromotionConfig>> {
  return requestTimed<PromotionConfig>('/v1/promotion/config', {
    ...options,
    service: 'promotion',
  });
}

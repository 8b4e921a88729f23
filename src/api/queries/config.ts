/**
 * Web and promotion config; both fall back to defaults when their call fails (docs/product-rules.md
 * §8).
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../errors';
import { DEFAULT_PROMOTION_CONFIG, DEFAULT_WEB_CONFIG } from '../models';
import { readWebConfigCache, writeWebConfigCache } from '../session-cache';
import { getPromotionConfig } from '../services/promotion';
import { getWebConfig } from '../services/web';
import type { PromotionConfig, Timed, WebConfig } from '../types';
import { noRetry, queryKeys } from './keys';

/**
 * `fromDefault` is true when the call failed and the defaults stand in (docs/product-rules.md §8).
 */
export type WebConfigState = Timed<WebConfig> & { fromDefault: boolean };
export type PromotionConfigState = Timed<PromotionConfig> & { fromDefault: boolean };

const fallback = <T>(data: T): Timed<T> & { fromDefault: true } => ({
  data,
  serverTime: undefined,
  receivedAt: Date.now(),
  fromDefault: true,
});

/**
 * Web config from the session cache when present; fetched only when it is empty or
 * unparsable. A failed load gives the defaults (payment closed) and is tried again next time.
 */
export function webConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config.web(),
    queryFn: async ({ signal }): Promise<WebConfigState> => {
      try {
        const config = await getWebConfig({ signal });
        writeWebConfigCache(config);
        return { ...config, fromDefault: false };
      } catch (error) {
        if (!isApiError(error)) throw error;
        // Every page loads it after load, so a failure that closes payment is told wherever it happens.
        console.warn('[config] web config failed to load; defaults used (payment closed)', error);
        return fallback<WebConfig>(DEFAULT_WEB_CONFIG);
      }
    },
    retry: noRetry,
    initialData: (): WebConfigState | undefined => {
      const cached = readWebConfigCache();
      return cached ? { ...cached, fromDefault: false } : undefined;
    },
    staleTime: (query) => (query.state.data?.fromDefault ? 0 : Infinity),
  });
}

/**
 * Promotion config; a failure means NotInActivity with zero durations (docs/product-rules.md §4).
 */
export function promotionConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.config.promotion(),
    queryFn: async ({ signal }): Promise<PromotionConfigState> => {
      try {
        return { ...(await getPromotionConfig({ signal, silent: true })), fromDefault: false };
      } catch (error) {
        if (!isApiError(error)) throw error;
        console.warn('[config] promotion config failed to load; not in activity', error);
        return fallback<PromotionConfig>(DEFAULT_PROMOTION_CONFIG);
      }
    },
    retry: noRetry,
  });
}

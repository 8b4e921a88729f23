import ky, { type KyInstance } from 'ky';
import { LANGUAGE } from '@/i18n';
import { env } from '@/shared/config/env';
import { API_TIMEOUT_MS, APP_ID } from '@/shared/constants';
import { trackPropsHeader } from './track-props';

/** The backend services of docs/backend-contract.md, each with its own base (VITE_*_API_BASE). */
export type Service = 'main' | 'user' | 'web' | 'activity' | 'promotion' | 'pay';

export function serviceBase(service: Service): string {
  const bases: Record<Service, string> = {
    main: env.apiBase,
    user: env.userApiBase,
    web: env.webApiBase,
    activity: env.activityApiBase,
    promotion: env.promotionApiBase,
    pay: env.payApiBase,
  };
  return bases[service].replace(/\/+$/, '');
}

/**
 * The headers every call sends (docs/product-rules.md §7, names from docs/backend-contract.md).
 * The token (Authorization) is set by the transport, which keeps the one it sent (call-contract.ts).
 */
function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-App-Id': String(APP_ID),
    'X-Application-Id': String(APP_ID),
    'X-Track-Props': trackPropsHeader(),
    Language: LANGUAGE,
  };
  return headers;
}

/**
 * The one ky factory. `retry: 0` because React Query owns retries (ky's default would retry GETs
 * twice more on 5xx, multiplying TanStack's count); `throwHttpErrors: false` because request.ts
 * reads every status itself to apply the envelope rules.
 */
function createApiClient(timeout: number = API_TIMEOUT_MS): KyInstance {
  return ky.create({
    retry: 0,
    timeout,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(commonHeaders())) {
            // A caller-supplied header (e.g. the mini-program app id) is never overwritten.
            if (!request.headers.has(name)) request.headers.set(name, value);
          }
        },
      ],
    },
  });
}

let client: KyInstance | undefined;

export function apiClient(): KyInstance {
  client ??= createApiClient();
  return client;
}

import { describe, expect, it } from 'vitest';
import {
  apiPreconnectOrigins,
  preconnectTags,
} from '../../../scripts/vite-plugin-api-preconnect.ts';
import { cspSourcesFromEnv } from '../../../scripts/vite-plugin-nginx-csp.ts';

describe('preconnect to the API origins of the build (scripts/vite-plugin-api-preconnect.ts)', () => {
  it('names each API origin once, from VITE_API_BASE and the per-service bases', () => {
    const env = {
      VITE_API_BASE: 'https://api.example-retouch.cn/',
      VITE_PAY_API_BASE: 'https://pay.example-retouch.cn/v1',
      VITE_USER_API_BASE: ' ',
      VITE_ANALYTICS_URL: 'https://sa.example-retouch.cn/sa',
    };
    const origins = apiPreconnectOrigins(env);
    expect(origins).toEqual(['https://api.example-retouch.cn', 'https://pay.example-retouch.cn']);
    // CSP: connect-src already allows every one of them.
    expect(cspSourcesFromEnv(env).connect).toEqual(expect.arrayContaining(origins));
  });

  it('names none for a same-origin API (a /path base) or a mock build', () => {
    expect(apiPreconnectOrigins({ VITE_API_BASE: '/api' })).toEqual([]);
    expect(apiPreconnectOrigins({})).toEqual([]);
    expect(
      apiPreconnectOrigins({
        VITE_API_MOCK: 'true',
        VITE_API_BASE: 'https://api.example-retouch.cn',
      }),
    ).toEqual([]);
  });

  it('preconnects anonymously (the calls are CORS without credentials) and prefetches DNS', () => {
    expect(preconnectTags(['https://api.example-retouch.cn'])).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://api.example-retouch.cn', crossorigin: true },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'dns-prefetch', href: 'https://api.example-retouch.cn' },
        injectTo: 'head',
      },
    ]);
  });
});

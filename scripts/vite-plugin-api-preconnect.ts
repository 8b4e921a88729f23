/**
 * `<link rel="preconnect">` and `<link rel="dns-prefetch">` to the API origins of the build, in
 * index.html and so in every page built from it (the prerendered pages and the SPA fallback,
 * scripts/prerender.ts). A page whose data starts with its code (/payment,
 * src/features/payment/payment-page.prefetch.ts) then finds the connection to the API open, its DNS lookup,
 * TCP and TLS done while the scripts were loading.
 *
 * The origins: VITE_API_BASE and the per-service VITE_*_API_BASE (each defaulting to it), when
 * they are absolute http(s) URLs; a `/path` base is the page's own origin, already connected. None
 * in a mock build (VITE_API_MOCK=true): the mock worker answers in the page. The calls are CORS
 * requests without credentials, which use the browser's anonymous connections: hence
 * `crossorigin` on the preconnect. CSP: connect-src already lists the same origins
 * (scripts/vite-plugin-nginx-csp.ts), and a preconnect fetches nothing.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { apiBaseValues } from './build-env.ts';

function absoluteOrigin(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v || !/^https?:\/\//i.test(v)) return null;
  try {
    return new URL(v).origin;
  } catch {
    return null; // the nginx-csp plugin fails the build on it, naming the variable
  }
}

/** The API origins on another host than the page, in the order of their variables. */
export function apiPreconnectOrigins(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.VITE_API_MOCK === 'true') return [];
  const origins = apiBaseValues(env).map(({ value }) => absoluteOrigin(value));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** The head tags for `origins`: a preconnect each, and a dns-prefetch for browsers without it. */
export function preconnectTags(origins: readonly string[]): HtmlTagDescriptor[] {
  return origins.flatMap((href): HtmlTagDescriptor[] => [
    { tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: true }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'dns-prefetch', href }, injectTo: 'head' },
  ]);
}

export default function apiPreconnect(): Plugin {
  let origins: string[] = [];
  return {
    name: 'api-preconnect',
    configResolved(config) {
      // config.env is exactly what import.meta.env gets (.env files and VITE_* of the process).
      origins = apiPreconnectOrigins(config.env as Record<string, string | undefined>);
    },
    transformIndexHtml: () => preconnectTags(origins),
  };
}

/**
 * Public URLs (no login, worth indexing): the sitemap and the prerender step read this list.
 * Plain data, no React, so that build scripts can import it.
 */
export const PUBLIC_PATHS = [
  '/',
  '/article',
  '/download',
  '/guide',
  '/help',
  '/payment',
  '/consultation',
  '/cooperation',
] as const;

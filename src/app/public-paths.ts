/**
 * Public URLs (no login, worth indexing): the sitemap plugin and the prerender step read these
 * lists. Plain data with relative imports only, no React, so that build scripts can import it.
 */
import { ARTICLE_PATHS } from '../content/articles.ts';

/**
 * Routes written to static HTML at build time (scripts/prerender.ts): the marketing pages, the
 * contact forms, and /payment as a frame (hero, tabs, card skeletons; its gate and prices come
 * from the API). The forms' province list is the API's too: their HTML has the selects in their
 * loading state, filled in after hydration.
 */
export const PRERENDER_PATHS: readonly string[] = [
  '/',
  '/download',
  '/guide',
  '/help',
  '/article',
  '/consultation',
  '/cooperation',
  '/agreement/user',
  '/agreement/privacy',
  '/payment',
  ...ARTICLE_PATHS,
];

/**
 * Every URL of the sitemap. Today every public page is prerendered; a public page rendered only in
 * the browser would be added here. /search is left out on purpose: result pages of an on-site
 * search are not content to index.
 */
export const PUBLIC_PATHS: readonly string[] = [...PRERENDER_PATHS];

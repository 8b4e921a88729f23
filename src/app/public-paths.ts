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
 * Private pages written to static HTML as a frame: what the page shows before it knows anything of
 * the visitor, so that a phone paints it before the code arrives. Never in the sitemap (robots.txt
 * disallows them), no canonical or Open Graph tags. /payment/success's frame is its neutral
 * 正在确认支付结果… state, which is also the page's own first render whatever the visitor's
 * cookies say (it never guesses a result:
 * docs/decisions/0009-payment-purchase-flow.md "Redirect channels"); its guard still runs, after
 * hydration.
 */
export const PRIVATE_FRAME_PATHS: readonly string[] = ['/payment/success'];

/**
 * Every URL of the sitemap. Today every public page is prerendered; a public page rendered only in
 * the browser would be added here. /search is left out on purpose: result pages of an on-site
 * search are not content to index.
 */
export const PUBLIC_PATHS: readonly string[] = [...PRERENDER_PATHS];

/**
 * Public URLs (no login, worth indexing): the sitemap plugin and the prerender step read these
 * lists. Plain data with relative imports only, no React, so that build scripts can import it.
 */
import { hrefOf } from '../domain/route-addresses.ts';
import { PUBLISHED_ARTICLES } from '../content/articles.ts';
import { ROUTE_LIST, ROUTES, type RouteFacts } from '../domain/routes.ts';

/** `/n/{id}` of every published article. */
export const ARTICLE_PATHS: readonly string[] = PUBLISHED_ARTICLES.map((a) =>
  hrefOf('article', { id: a.id }),
);

/** The URLs a route stands for: its path, or for the article pattern each published article. */
const urlsOf = (route: RouteFacts): readonly string[] =>
  route.path === ROUTES.article.path ? ARTICLE_PATHS : [route.path];

/**
 * Routes written to static HTML at build time (scripts/prerender.ts): the marketing pages, the
 * contact forms, and /payment as a frame (hero, tabs, card skeletons; its gate and prices come
 * from the API). The forms' province list is the API's too: their HTML has the selects in their
 * loading state, filled in after hydration.
 */
export const PRERENDER_PATHS: readonly string[] = ROUTE_LIST.filter(
  (route) => route.html === 'page',
).flatMap(urlsOf);

/**
 * Private pages written to static HTML as a frame: what the page shows before it knows anything of
 * the visitor (its layout, heading and loading state), so that a phone paints it before the code
 * arrives. The frame is not hydrated: the browser runs the route's guards first (login, the payer
 * cookie), as on any page it renders itself, and then replaces the frame with the page
 * (src/main.tsx). Never in the sitemap (robots.txt disallows them), no canonical or Open Graph
 * tags. /payment/success's frame is its neutral 正在确认支付结果…, which is also what the page
 * renders first for any arrival: it never guesses a result
 * (docs/decisions/0009-payment-purchase-flow.md "Redirect channels").
 */
export const PRIVATE_FRAME_PATHS: readonly string[] = ROUTE_LIST.filter(
  (route) => route.html === 'frame',
).map((route) => route.path);

/**
 * Every URL of the sitemap. /search is not listed (the route table): result pages of an on-site
 * search are not content to index.
 */
export const PUBLIC_PATHS: readonly string[] = ROUTE_LIST.filter((route) => route.sitemap).flatMap(
  urlsOf,
);

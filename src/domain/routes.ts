/**
 * The route table: every page of the site and what is true of it (docs/product-rules.md §2), one
 * record per route. The router (src/app/router.tsx) pairs each entry with its page module; the
 * login guard, the head tags, the prerender step and the sitemap (src/app/public-paths.ts), the
 * navbar, the share cards and the quality gates (tests/perf/routes.ts) read their facts here.
 * Plain data with relative imports only: build scripts import it.
 */

import type { StringBundle } from '../i18n/index.ts';

/** The visitor (marketing) pages' strings, beyond the core ones: all of `content`. */
const VISITOR_STRINGS = ['content', 'content.pages'] as const satisfies readonly StringBundle[];

/** The frame a page shows in: its navbar and footer (src/app/layouts/). */
export type Layout = 'landing' | 'default' | 'profile' | 'bare' | 'workbench';

/**
 * The part of the product a page belongs to. Pages of one area share code that other areas' pages
 * never load, so the build gives each area a chunk of its own (scripts/route-chunks.ts).
 */
type Area = 'home' | 'content' | 'purchase' | 'account' | 'workbench';

/**
 * Each layout's module from src/ without the ending (`<module>.layout.tsx`, exporting `Component`),
 * the strings it loads beside it, and the layout it shows inside; the router loads them lazily
 * (src/app/router.tsx). A `bare` page has no frame.
 */
export const LAYOUTS: Readonly<
  Record<Layout, { module?: string; strings?: readonly StringBundle[]; inside?: Layout }>
> = {
  landing: { module: 'app/layouts/landing' },
  default: { module: 'app/layouts/default', strings: ['layout.footer'] },
  profile: { module: 'features/profile/profile', strings: ['profile'], inside: 'default' },
  bare: {},
  workbench: { module: 'app/layouts/workbench' },
};

/** The layout modules a page of `layout` shows in, outermost first. */
export function layoutModules(layout: Layout): string[] {
  const { module, inside } = LAYOUTS[layout];
  return [...(inside ? layoutModules(inside) : []), ...(module ? [module] : [])];
}

/** The key of a page's head tags under `content:meta.*` (src/features/content/seo/route-meta.ts). */
export type HeadKey =
  | 'home'
  | 'download'
  | 'guide'
  | 'help'
  | 'article'
  | 'search'
  | 'consultation'
  | 'cooperation'
  | 'activity'
  | 'agreementUser'
  | 'agreementPrivacy';

/** The key of a navbar link's label under `layout:nav.*`. */
export type NavLabel = 'home' | 'download' | 'guide' | 'help' | 'payment';

/** A route-level guard by name (src/app/guards/route-rules.ts). */
type RouteMiddleware = 'payerPhone' | 'payAuthProxy';

export interface RouteFacts {
  /** The router's pattern, absolute. */
  readonly path: string;
  /**
   * Its page module, from src/ without the ending: `<page>.route.tsx`, which exports the page's
   * `Component` (and `loader` where the router answers for it). The router loads it lazily.
   */
  readonly page: string;
  /** The i18n namespaces (or parts) it needs beyond the core ones, loaded with its page. */
  readonly strings?: readonly StringBundle[];
  /**
   * Its data calls, started as a navigation to it starts, beside its page's code: the module
   * `<prefetch>.prefetch.ts` from src/ (src/api/prefetch.ts).
   */
  readonly prefetch?: string;
  readonly layout: Layout;
  readonly area: Area;
  /** Needs a session: a visitor without one is sent to the login route first. */
  readonly login?: true;
  /** Never loads the account (user info), even for a visitor with a session. */
  readonly noAccount?: true;
  /** Its head tags' copy, where `content:meta` holds it. */
  readonly head?: HeadKey;
  /** Its navbar link (in navbar order). */
  readonly nav?: NavLabel;
  /** Shared in WeChat with a card of its own; any other page shares home's. */
  readonly share?: true;
  readonly middleware?: readonly RouteMiddleware[];
  /** The navbar's look over the page's top. */
  readonly navTheme?: 'light' | 'dark';
  /** Written to HTML at build time: the page, or a frame of it (src/app/public-paths.ts). */
  readonly html?: 'page' | 'frame';
  /** Listed in the sitemap (a public page worth indexing). */
  readonly sitemap?: true;
  /** How the quality gates open it (tests/perf/routes.ts): none opens a route without it. */
  readonly perf?: PerfFacts;
}

interface PerfFacts {
  /** The URL opened, where the pattern has parameters or a query. */
  readonly url?: string;
  /** Measured by `npm run bench` too. */
  readonly bench?: true;
  /** Needs the pay_user_info cookie. */
  readonly payer?: true;
  /** Opened logged out only (a signed-in visitor moves on). */
  readonly guestOnly?: true;
  /** Packages allowed in its first load despite perf-budget.json's forbidden list. */
  readonly firstLoadMayInclude?: readonly string[];
}

export const ROUTES = {
  home: {
    path: '/',
    page: 'features/content/pages/home/home-page',
    strings: ['content'],
    layout: 'landing',
    area: 'home',
    head: 'home',
    nav: 'home',
    share: true,
    navTheme: 'light',
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  // The login route decides itself what a held token means (src/app/routes/login.route.tsx).
  login: {
    path: '/login',
    page: 'app/routes/login',
    strings: ['content', 'auth'],
    layout: 'landing',
    area: 'home',
    noAccount: true,
    navTheme: 'light',
    perf: { url: '/login?redirect=%2Fpayment', guestOnly: true },
  },
  articles: {
    path: '/article',
    page: 'features/content/pages/article/article-list-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'article',
    share: true,
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // An old article link: the list, as before.
  articleLegacy: {
    path: '/article/:id',
    page: 'features/content/pages/article/article-list-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
  },
  download: {
    path: '/download',
    page: 'features/content/pages/download/download-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'download',
    nav: 'download',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  guide: {
    path: '/guide',
    page: 'features/content/pages/guide/guide-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'guide',
    nav: 'guide',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  help: {
    path: '/help',
    page: 'features/content/pages/help/help-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'help',
    nav: 'help',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // Result pages of an on-site search are not content to index.
  search: {
    path: '/search',
    page: 'features/content/pages/search/search-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'search',
    perf: {},
  },
  // Each published article (src/content/articles.ts).
  article: {
    path: '/n/:id',
    page: 'features/content/pages/article/detail-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { url: '/n/1024' },
  },
  payment: {
    path: '/payment',
    page: 'features/payment/components/payment-page',
    strings: ['payment'],
    prefetch: 'features/payment/payment-page',
    layout: 'default',
    area: 'purchase',
    nav: 'payment',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  // Its calls start while the login guard still waits for user info.
  profilePackages: {
    path: '/profile/packages',
    page: 'app/routes/profile-packages',
    prefetch: 'features/profile/packages/packages',
    layout: 'profile',
    area: 'account',
    login: true,
    html: 'frame',
    perf: { bench: true },
  },
  // Channel names come from the checkout's strings (payment:channel).
  profileOrders: {
    path: '/profile/orders',
    page: 'features/profile/orders/orders-page',
    strings: ['payment'],
    prefetch: 'features/profile/buy-links',
    layout: 'profile',
    area: 'account',
    login: true,
    html: 'frame',
    perf: { bench: true },
  },
  profileDevice: {
    path: '/profile/device',
    page: 'features/profile/device/device-page',
    layout: 'profile',
    area: 'account',
    login: true,
    perf: {},
  },
  profileInvoices: {
    path: '/profile/invoices',
    page: 'features/profile/invoices/invoices-page',
    prefetch: 'features/profile/buy-links',
    layout: 'profile',
    area: 'account',
    login: true,
    perf: {},
  },
  profileInvoicingHistory: {
    path: '/profile/invoicing-history',
    page: 'features/profile/history/history-page',
    layout: 'profile',
    area: 'account',
    login: true,
    perf: {},
  },
  consultation: {
    path: '/consultation',
    page: 'features/content/pages/contact/consultation-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'consultation',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  cooperation: {
    path: '/cooperation',
    page: 'features/content/pages/contact/cooperation-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'cooperation',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  activity: {
    path: '/activity/:uuid',
    page: 'features/content/pages/activity/activity-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'activity',
    perf: { url: '/activity/a1b2c3' },
  },
  agreementUser: {
    path: '/agreement/user',
    page: 'features/content/pages/agreement/user-agreement-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'agreementUser',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  agreementPrivacy: {
    path: '/agreement/privacy',
    page: 'features/content/pages/agreement/privacy-policy-page',
    strings: VISITOR_STRINGS,
    layout: 'default',
    area: 'content',
    head: 'agreementPrivacy',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // Unlinked demo paths.
  demoI18n: {
    path: '/demo/i18n',
    page: 'app/routes/demo-i18n',
    strings: ['pages'],
    layout: 'default',
    area: 'content',
    perf: {},
  },
  demoHttp: {
    path: '/demo/http',
    page: 'app/routes/demo-http',
    strings: ['pages'],
    layout: 'default',
    area: 'content',
    perf: {},
  },
  // WeChat's OAuth return for a payer outside WeChat's own browser.
  proxyWxAuth: {
    path: '/proxy-wx-auth',
    page: 'app/routes/proxy-wx-auth',
    strings: ['pages'],
    layout: 'default',
    area: 'purchase',
    noAccount: true,
    middleware: ['payAuthProxy'],
  },
  // No layout; needs the stored payer phone, not a session.
  paymentSuccess: {
    path: '/payment/success',
    page: 'features/payment/components/payment-success-page',
    strings: ['payment'],
    layout: 'bare',
    area: 'purchase',
    noAccount: true,
    middleware: ['payerPhone'],
    html: 'frame',
    perf: { payer: true, bench: true },
  },
  // One splat route (it also matches /workbench): moving inside the workbench keeps the same
  // element, so the sub-app is mounted once per activation (docs/integration-notes.md §1).
  workbench: {
    path: '/workbench/*',
    page: 'app/routes/workbench',
    strings: ['workbench'],
    layout: 'workbench',
    area: 'workbench',
    login: true,
    navTheme: 'dark',
    perf: { url: '/workbench', firstLoadMayInclude: ['qiankun'] },
  },
} as const satisfies Record<string, RouteFacts>;

export type RouteId = keyof typeof ROUTES;

/** The route table as a list, in table order. */
export const ROUTE_LIST: readonly (RouteFacts & { id: RouteId })[] = Object.entries(ROUTES).map(
  ([id, facts]) => ({ id: id as RouteId, ...facts }),
);

/** The area every profile page is under: /profile itself needs login, then goes to packages. */
export const PROFILE_PREFIX = '/profile';

/** Addresses that move to a route (docs/product-rules.md §2), exact paths. */
export const ROUTE_REDIRECTS: readonly { readonly from: string; readonly to: string }[] = [
  { from: PROFILE_PREFIX, to: ROUTES.profilePackages.path },
  { from: `${PROFILE_PREFIX}/`, to: ROUTES.profilePackages.path },
  { from: `${ROUTES.profileDevice.path}/`, to: ROUTES.profileDevice.path },
];

export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Paths where the account is never loaded, even for a visitor with a session. */
export const NO_ACCOUNT_PATHS: readonly string[] = ROUTE_LIST.filter((r) => r.noAccount).map(
  (r) => r.path,
);

/**
 * The route table: every page of the site and what is true of it (docs/product-rules.md §2), one
 * record per route. The router (src/app/router.tsx) pairs each entry with its page module; the
 * login guard, the head tags, the prerender step and the sitemap (src/app/public-paths.ts), the
 * navbar, the share cards and the quality gates (tests/perf/routes.ts) read their facts here.
 * Plain data with relative imports only: build scripts import it.
 */

/** The frame a page shows in: its navbar and footer (src/app/layouts/). */
export type Layout = 'landing' | 'default' | 'profile' | 'bare' | 'workbench';

/** The key of a page's head tags under `content:meta.*` (src/features/content/page-head/route-meta.ts). */
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
  readonly layout: Layout;
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
    layout: 'landing',
    head: 'home',
    nav: 'home',
    share: true,
    navTheme: 'light',
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  // The login route decides itself what a held token means (src/app/routes/login.tsx).
  login: {
    path: '/login',
    layout: 'landing',
    noAccount: true,
    navTheme: 'light',
    perf: { url: '/login?redirect=%2Fpayment', guestOnly: true },
  },
  articles: {
    path: '/article',
    layout: 'default',
    head: 'article',
    share: true,
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // An old article link: the list, as before.
  articleLegacy: { path: '/article/:id', layout: 'default' },
  download: {
    path: '/download',
    layout: 'default',
    head: 'download',
    nav: 'download',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  guide: {
    path: '/guide',
    layout: 'default',
    head: 'guide',
    nav: 'guide',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  help: {
    path: '/help',
    layout: 'default',
    head: 'help',
    nav: 'help',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // Result pages of an on-site search are not content to index.
  search: { path: '/search', layout: 'default', head: 'search', perf: {} },
  // Each published article (src/content/articles.ts).
  article: {
    path: '/n/:id',
    layout: 'default',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { url: '/n/1024' },
  },
  payment: {
    path: '/payment',
    layout: 'default',
    nav: 'payment',
    share: true,
    html: 'page',
    sitemap: true,
    perf: { bench: true },
  },
  profilePackages: {
    path: '/profile/packages',
    layout: 'profile',
    login: true,
    html: 'frame',
    perf: { bench: true },
  },
  profileOrders: {
    path: '/profile/orders',
    layout: 'profile',
    login: true,
    html: 'frame',
    perf: { bench: true },
  },
  profileDevice: { path: '/profile/device', layout: 'profile', login: true, perf: {} },
  profileInvoices: { path: '/profile/invoices', layout: 'profile', login: true, perf: {} },
  profileInvoicingHistory: {
    path: '/profile/invoicing-history',
    layout: 'profile',
    login: true,
    perf: {},
  },
  consultation: {
    path: '/consultation',
    layout: 'default',
    head: 'consultation',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  cooperation: {
    path: '/cooperation',
    layout: 'default',
    head: 'cooperation',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  activity: {
    path: '/activity/:uuid',
    layout: 'default',
    head: 'activity',
    perf: { url: '/activity/a1b2c3' },
  },
  agreementUser: {
    path: '/agreement/user',
    layout: 'default',
    head: 'agreementUser',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  agreementPrivacy: {
    path: '/agreement/privacy',
    layout: 'default',
    head: 'agreementPrivacy',
    html: 'page',
    sitemap: true,
    perf: {},
  },
  // Unlinked demo paths.
  demoI18n: { path: '/demo/i18n', layout: 'default', perf: {} },
  demoHttp: { path: '/demo/http', layout: 'default', perf: {} },
  // WeChat's OAuth return for a payer outside WeChat's own browser.
  proxyWxAuth: {
    path: '/proxy-wx-auth',
    layout: 'default',
    noAccount: true,
    middleware: ['payAuthProxy'],
  },
  // No layout; needs the stored payer phone, not a session.
  paymentSuccess: {
    path: '/payment/success',
    layout: 'bare',
    noAccount: true,
    middleware: ['payerPhone'],
    html: 'frame',
    perf: { payer: true, bench: true },
  },
  // One splat route (it also matches /workbench): moving inside the workbench keeps the same
  // element, so the sub-app is mounted once per activation (docs/integration-notes.md §1).
  workbench: {
    path: '/workbench/*',
    layout: 'workbench',
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

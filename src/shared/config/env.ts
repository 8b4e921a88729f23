/** Build-time configuration (docs/architecture.md "Env"), read once and typed. */
const raw = import.meta.env;

const apiBase = (raw.VITE_API_BASE as string | undefined) ?? '';
const orDefault = (value: string | undefined) => (value && value.length > 0 ? value : apiBase);
/** A comma-separated list; blanks dropped. */
const list = (value: string | undefined): readonly string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const env = {
  apiMock: raw.VITE_API_MOCK === 'true',
  apiBase,
  userApiBase: orDefault(raw.VITE_USER_API_BASE as string | undefined),
  webApiBase: orDefault(raw.VITE_WEB_API_BASE as string | undefined),
  activityApiBase: orDefault(raw.VITE_ACTIVITY_API_BASE as string | undefined),
  promotionApiBase: orDefault(raw.VITE_PROMOTION_API_BASE as string | undefined),
  payApiBase: orDefault(raw.VITE_PAY_API_BASE as string | undefined),
  siteDomain: (raw.VITE_SITE_DOMAIN as string | undefined) ?? 'example-retouch.cn',
  workbenchEntry: (raw.VITE_WORKBENCH_ENTRY as string | undefined) ?? '',
  analyticsUrl: (raw.VITE_ANALYTICS_URL as string | undefined) ?? '',
  wechatAppId: (raw.VITE_WECHAT_APP_ID as string | undefined) ?? '',
  /**
   * Where /proxy-wx-auth sends the browser for WeChat's authorisation: empty for WeChat's own page
   * (src/app/guards/wechat-authorize.ts); the mock builds' stand-in in `.env.mock`.
   */
  wechatAuthorizeUrl: ((raw.VITE_WECHAT_AUTHORIZE_URL as string | undefined) ?? '').trim(),
  /**
   * Extra places a pay_url / mweb_url may lead to, besides the providers' own hosts
   * (src/features/payment/model/provider-urls.ts): hosts, origins or origin-relative paths.
   */
  payProviderHosts: list(raw.VITE_PAY_PROVIDER_HOSTS as string | undefined),
  /**
   * Extra hosts a link from the server may point at (an invoice file, a download), besides the
   * product domain's own and WeChat's URL-link host (src/shared/server-links.ts).
   */
  linkHosts: list(raw.VITE_LINK_HOSTS as string | undefined),
  /**
   * Filing numbers for the footer (src/shared/config/filing.ts): the ICP filing and the
   * public-security one. Empty shows no such line; the build refuses a malformed value.
   */
  icpFiling: ((raw.VITE_ICP_FILING as string | undefined) ?? '').trim(),
  psbFiling: ((raw.VITE_PSB_FILING as string | undefined) ?? '').trim(),
} as const;

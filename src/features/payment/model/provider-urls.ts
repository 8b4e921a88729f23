/**
 * Where the browser may be sent with a `pay_url` (Alipay) or `mweb_url` (WeChat H5) from
 * union_order_pay: only to the payment providers' own hosts over https, or to what the build adds
 * through `VITE_PAY_PROVIDER_HOSTS` (src/shared/config/env.ts; a sandbox gateway, the mock
 * build's own return page in `.env.mock`). Anything else is refused, and the checkout says so
 * (`payment:errors.badPayUrl`). Our backend sends these URLs, but a compromised or misconfigured
 * answer must not turn the checkout into an open redirect to a look-alike payment page.
 */
import { env } from '@/shared/config/env';
import { allowedHref, compileAllowlist } from '@/shared/url-allowlist';

/**
 * The providers' hosts, https on the default port only:
 * - Alipay page / wap pay gateways (`openapi.alipay.com/gateway.do`, the older `mapi.alipay.com`)
 *   and the pages they hand over to on other alipay.com subdomains;
 * - WeChat Pay H5 (`mweb_url` / `h5_url`: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb`);
 * - UnionPay's front gateway `gateway.95516.com` (its test host `gateway.test.95516.com` is a
 *   sandbox: add it through `VITE_PAY_PROVIDER_HOSTS`).
 */
const PROVIDER_HOSTS: readonly string[] = [
  'openapi.alipay.com',
  'mapi.alipay.com',
  '*.alipay.com',
  'wx.tenpay.com',
  'gateway.95516.com',
];

/** The built-in hosts plus `extra`'s valid entries (an invalid one is reported once, then ignored). */
function rulesFor(extra: readonly string[]) {
  return compileAllowlist(PROVIDER_HOSTS, extra, (entry) =>
    console.warn('[payment] VITE_PAY_PROVIDER_HOSTS: entry ignored', entry),
  );
}

/**
 * The URL to send the browser to for a provider URL from our backend, or null when it is not on
 * the allowlist. `origin` is the page's origin (for origin-relative entries). Returns the parsed
 * href, never the raw input.
 */
export function followablePayUrl(
  value: string | undefined,
  origin: string,
  extra: readonly string[] = env.payProviderHosts,
): string | null {
  return allowedHref(value, rulesFor(extra), origin);
}

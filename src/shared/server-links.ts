/**
 * Links that come from the server (an issued invoice's file, a download, the mini program's URL
 * link) are shown only over https on a host the build allows: the product domain and its
 * subdomains (the download CDN, the invoice host), WeChat's URL-link host, the App Store and
 * `VITE_LINK_HOSTS`.
 * A compromised or misconfigured answer must not put a look-alike page or a `javascript:` URL
 * behind a button of ours. A refused link is not shown, and is reported.
 */
import { env } from '@/shared/config/env';
import { reportClientError } from '@/shared/events/client-errors';
import { allowedHref, compileAllowlist } from '@/shared/url-allowlist';

const builtIn: readonly string[] = [
  env.siteDomain,
  `*.${env.siteDomain}`,
  // WeChat's short links into a mini program (`generate_urllink`).
  'wxaurl.cn',
  // The iOS app's download is its App Store page.
  'apps.apple.com',
];

function rules() {
  return compileAllowlist(builtIn, env.linkHosts, (entry) =>
    console.warn('[links] VITE_LINK_HOSTS: entry ignored', entry),
  );
}

/**
 * `value` as a link the page may show, or undefined: none was sent, or it is refused (and
 * reported, naming `endpoint`, the call whose answer carried it).
 */
export function serverLink(value: unknown, endpoint: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const href = allowedHref(value, rules(), window.location.origin);
  if (href?.startsWith('https:')) return href;
  reportClientError({ kind: 'link', message: 'a link from the server was refused', endpoint });
  return undefined;
}

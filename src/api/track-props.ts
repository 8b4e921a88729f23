import { AD_PLATFORM_QUERY } from '@/shared/enums';
import { ANALYTICS, TRACK_APP_TYPE } from '@/shared/constants';

/** Returns the analytics preset properties (keys may carry the SDK's `$` prefix). */
export type TrackPropsProvider = () => Record<string, unknown>;

let provider: TrackPropsProvider = defaultTrackProps;

/**
 * The analytics feature registers `() => sensors.getPresetProperties()` once the SDK has loaded;
 * until then (and whenever it throws) the default below is used, so the header never depends
 * on the SDK being in the first load.
 */
export function setTrackPropsProvider(next: TrackPropsProvider | null): void {
  provider = next ?? defaultTrackProps;
}

/** Preset-like properties built from the browser alone (names as the Sensors SDK's, no `$`). */
function defaultTrackProps(): Record<string, unknown> {
  const win = globalThis.window as (Window & typeof globalThis) | undefined;
  if (!win) return { lib: 'js' };
  const referrer = safe(() => win.document.referrer, '');
  return {
    timezone_offset: new Date().getTimezoneOffset(),
    screen_width: safe(() => win.screen.width, 0),
    screen_height: safe(() => win.screen.height, 0),
    viewport_width: safe(() => win.innerWidth, 0),
    viewport_height: safe(() => win.innerHeight, 0),
    lib: 'js',
    url: safe(() => win.location.href, ''),
    url_path: safe(() => win.location.pathname, ''),
    title: safe(() => win.document.title, ''),
    referrer,
    referrer_host: safe(() => (referrer ? new URL(referrer).host : ''), ''),
  };
}

/** Sensors-style OS name of a User-Agent (iPad before iPhone: some iPad UAs say "iPhone OS"). */
function osName(ua: string): string {
  if (/ipad|iphone|ipod/i.test(ua)) return 'iOS';
  if (/android|harmonyos/i.test(ua)) return 'Android';
  if (/windows/i.test(ua)) return 'Windows';
  if (/mac os x|macintosh/i.test(ua)) return 'Mac';
  if (/linux|cros/i.test(ua)) return 'Linux';
  return 'Other';
}

/**
 * The header's ceiling, encoded. nginx refuses a header line over 8 KB by default and gateways
 * cap all headers together near that; the header rides on every call.
 */
export const TRACK_PROPS_MAX_BYTES = 2048;
/** The longest value a kept query parameter of a URL keeps. */
export const TRACK_URL_PARAM_MAX = 200;
/** Kept whatever the budget: the fields SPEC §7 adds to the analytics ones. */
const ESSENTIAL = new Set(['app_type', 'os', 'lib']);
const REFERRER_KEY = /referrer$/;
const AD_ID_PARAMS = new Set(Object.values(AD_PLATFORM_QUERY));
const PHONE = /(^|\D)1[3-9]\d{9}(?=\D|$)/g;

/** The query parameters a report needs: utm_* and the ad platforms' click ids. */
const isReportParam = (name: string): boolean => name.startsWith('utm_') || AD_ID_PARAMS.has(name);

/**
 * A URL as the API may see it: origin + path, and only the report parameters, each value cut
 * (a WeChat `code`, an Alipay `sign`, a trade number never leave the page this way). Not a URL:
 * undefined.
 */
export function reportUrl(value: string, withParams = true): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  if (withParams) {
    for (const [name, param] of url.searchParams) {
      if (isReportParam(name)) kept.append(name, param.slice(0, TRACK_URL_PARAM_MAX));
    }
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/** One value within SPEC §9's limits: URLs reduced, phone numbers masked, strings cut. */
function boundValue(key: string, value: unknown, withParams: boolean): unknown {
  if (typeof value !== 'string') return value;
  const text = (reportUrl(value, withParams) ?? value).replace(PHONE, '$1***********');
  const max = REFERRER_KEY.test(key) ? ANALYTICS.maxReferrerLength : ANALYTICS.maxStringLength;
  return text.length > max ? text.slice(0, max) : text;
}

const encode = (props: Record<string, unknown>): string =>
  encodeURIComponent(JSON.stringify(props));

/**
 * The X-Track-Props properties (SPEC §7): the preset properties without the `$` prefix, plus
 * app_type WEB and os, each within its limit, the whole at most {@link TRACK_PROPS_MAX_BYTES}
 * encoded. Over the budget the URLs lose their parameters first, then the longest values go.
 */
export function boundTrackProps(props: Record<string, unknown>, userAgent: string): string {
  const build = (withParams: boolean) => {
    const out: Record<string, unknown> = {};
    for (const [rawKey, value] of Object.entries(props)) {
      const key = rawKey.replace(/^\$/, '');
      if (key.length > ANALYTICS.maxKeyLength || value === undefined) continue;
      out[key] = boundValue(key, value, withParams);
    }
    out.app_type = TRACK_APP_TYPE;
    out.os = osName(userAgent);
    return out;
  };
  let out = build(true);
  let header = encode(out);
  if (header.length <= TRACK_PROPS_MAX_BYTES) return header;
  out = build(false);
  const droppable = Object.keys(out)
    .filter((key) => !ESSENTIAL.has(key))
    .sort((a, b) => encode({ [b]: out[b] }).length - encode({ [a]: out[a] }).length);
  header = encode(out);
  for (const key of droppable) {
    if (header.length <= TRACK_PROPS_MAX_BYTES) break;
    delete out[key];
    header = encode(out);
  }
  return header;
}

/** The X-Track-Props value of the current page. */
export function trackPropsHeader(): string {
  let props: Record<string, unknown>;
  try {
    props = provider() ?? {};
  } catch {
    props = defaultTrackProps();
  }
  const userAgent = safe(() => globalThis.navigator.userAgent, '');
  try {
    return boundTrackProps(props, userAgent);
  } catch {
    return encode({ app_type: TRACK_APP_TYPE, os: osName(userAgent) });
  }
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read() ?? fallback;
  } catch {
    return fallback;
  }
}

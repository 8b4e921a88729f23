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
 * The X-Track-Props value: URL-encoded JSON of the preset properties without the `$` prefix,
 * plus app_type WEB and os. Long strings are cut to the analytics max string length so the
 * header stays well under server header limits.
 */
export function trackPropsHeader(): string {
  let props: Record<string, unknown>;
  try {
    props = provider();
  } catch {
    props = defaultTrackProps();
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props ?? {})) {
    out[key.replace(/^\$/, '')] =
      typeof value === 'string' && value.length > ANALYTICS.maxStringLength
        ? value.slice(0, ANALYTICS.maxStringLength)
        : value;
  }
  out.app_type = TRACK_APP_TYPE;
  out.os = osName(safe(() => globalThis.navigator.userAgent, ''));
  try {
    return encodeURIComponent(JSON.stringify(out));
  } catch {
    return encodeURIComponent(JSON.stringify({ app_type: TRACK_APP_TYPE, os: out.os }));
  }
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read() ?? fallback;
  } catch {
    return fallback;
  }
}

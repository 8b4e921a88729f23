import { uploadDevice } from '@/api/services/public';
import { isRecord } from '@/shared/is-record';
import type { AdReport, LoginAdReport } from '@/api/types';
import { onIdentityChange } from '@/shared/events/identity';
import { LOCAL_KEYS, type AdCache } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';
import { getToken } from '@/shared/storage/token';
import { adOsCode, queryParams, selectAdClick } from './ad-click';
import { webId } from './web-id';

/**
 * The log lines of docs/product-rules.md §8 (never console.error: nothing here is the visitor's
 * problem).
 */
export const AD_LOG = {
  noIdentifier: 'no ad identifier recognised',
  reportFailed: 'ad report failed',
} as const;

export interface AdAttributionDeps {
  /** The landing URL in full (`click_uri` of the first report). */
  href: () => string;
  /** The current page URL (`click_uri` of the after-login report). */
  currentHref: () => string;
  userAgent: () => string;
  maxTouchPoints: () => number;
  isLoggedIn: () => boolean;
  webId: () => string;
  send: (report: AdReport | LoginAdReport) => Promise<unknown>;
  readCache: () => Partial<AdCache> | null;
  writeCache: (cache: AdCache) => void;
  clearCache: () => void;
  log: (message: string, detail?: unknown) => void;
  warn: (message: string, detail?: unknown) => void;
}

function isAdCache(value: unknown): value is Partial<AdCache> {
  return isRecord(value);
}

export function browserAdAttributionDeps(): AdAttributionDeps {
  return {
    href: () => window.location.href,
    currentHref: () => window.location.href,
    userAgent: () => navigator.userAgent,
    maxTouchPoints: () => navigator.maxTouchPoints ?? 0,
    isLoggedIn: () => Boolean(getToken()),
    webId,
    send: (report) => uploadDevice(report, { silent: true }),
    readCache: () => local.get<Partial<AdCache> | null>(LOCAL_KEYS.adCache, null, isAdCache),
    writeCache: (cache) => void local.set(LOCAL_KEYS.adCache, cache),
    clearCache: () => local.remove(LOCAL_KEYS.adCache),
    log: (message) => console.info(`[attribution] ${message}`),
    warn: (message, detail) => console.warn(`[attribution] ${message}`, detail),
  };
}

/**
 * Advertising attribution (docs/product-rules.md §4): the first report with the landing URL's click
 * identifier, then — once logged in while the cache holds platform and id — the after-login report.
 * The cache is cleared after a successful after-login report, so each ad click is followed up once.
 */
export function createAdAttribution(deps: AdAttributionDeps) {
  /** The first report (settled either way); the follow-up always waits for it. */
  let firstReport: Promise<void> = Promise.resolve();
  let followUp: Promise<void> | undefined;

  /** The after-login report; a no-op unless logged in with both cached, and never twice at once. */
  function sendFollowUp(): Promise<void> {
    followUp ??= firstReport
      .then(async () => {
        const cache = deps.readCache();
        const ready = deps.isLoggedIn() && typeof cache?.platform === 'number' && Boolean(cache.id);
        if (!ready) return;
        try {
          await deps.send({ web_id: deps.webId(), click_uri: deps.currentHref() });
          deps.clearCache();
        } catch (error) {
          deps.warn(AD_LOG.reportFailed, error);
        }
      })
      .finally(() => {
        followUp = undefined;
      });
    return followUp;
  }

  async function report(): Promise<void> {
    const landing = new URL(deps.href());
    const click = selectAdClick(landing.searchParams);
    if (!click) {
      deps.log(AD_LOG.noIdentifier);
      return;
    }
    deps.writeCache({ platform: click.platform, id: click.id });
    try {
      await deps.send({
        ad_params: queryParams(landing.searchParams),
        os: adOsCode(deps.userAgent(), deps.maxTouchPoints()),
        platform: click.platform,
        web_id: deps.webId(),
        click_uri: landing.href,
      });
    } catch (error) {
      // A failed first report does not stop the follow-up (docs/product-rules.md §4).
      deps.warn(AD_LOG.reportFailed, error);
    }
  }

  /** Runs once at start: reads the landing URL, reports, caches, then tries the follow-up. */
  function start(): Promise<void> {
    firstReport = report().catch((error: unknown) => deps.warn(AD_LOG.reportFailed, error));
    return sendFollowUp();
  }

  return { start, sendFollowUp };
}

let started = false;

/** Start-up wiring: the first report now, the follow-up now and at every login. */
export function startAdAttribution(
  deps: AdAttributionDeps = browserAdAttributionDeps(),
): () => void {
  if (started) return () => undefined;
  started = true;
  const attribution = createAdAttribution(deps);
  const unsubscribe = onIdentityChange((event) => {
    if (event.type === 'login') void attribution.sendFollowUp();
  });
  void attribution.start();
  return () => {
    unsubscribe();
    started = false;
  };
}

/**
 * The Sensors SDK itself. Only ever reached through `import('./sdk')` after first paint, so the
 * library is never in the landing page's first load.
 */
import sensors from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';
import { setTrackPropsProvider } from '@/api/track-props';
import { currentSourceId, readSource } from '@/domain/session/source';
import { PLATFORM_TAG } from '@/shared/constants';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { local } from '@/shared/storage/local';
import { nextTask } from '@/shared/next-task';
import { afterLoadWhenIdle } from '@/shared/idle';
import { deferSpaSwitch, historyMethods } from './defer-spa-switch';
import { dropHeatmapRenderRequest } from './heatmap-render-mode';
import { SENSORS_PLUGINS, sensorsInitOptions } from './options';
import type { SettledIdentity } from './identity';
import { createAnalyticsSession } from './session';
import type { AnalyticsSdk, AnalyticsStartConfig } from './types';

/**
 * One device id for analytics and the ad report (docs/backend-contract.md `web_id`): the ad report
 * may have run before the SDK and stored a UUID; the SDK then adopts it as its anonymous id (only
 * possible while logged out). Otherwise the SDK's id becomes the stored one. "Logged out" is the
 * identity the SDK was just given, not the token read again: a logout in another tab may have
 * taken the token since, and the SDK refuses the id while it still holds the login.
 */
function alignDeviceId(identity: SettledIdentity): void {
  const anonymous = sensors.quick('getAnonymousID');
  const stored = local.getString(LOCAL_KEYS.webId);
  if (!stored) {
    if (anonymous) local.setString(LOCAL_KEYS.webId, anonymous);
  } else if (stored !== anonymous && identity.kind === 'anonymous') {
    sensors.resetAnonymousIdentity(stored);
  }
}

/**
 * Runs the SDK's set-up without letting it listen to `unload`. Its PageLeave plugin listens to
 * `pagehide`, `beforeunload` and `unload` for the same page-end report; an `unload` listener
 * keeps the page out of the browser's back/forward cache and is deprecated (Lighthouse best
 * practices), and `pagehide` fires whenever `unload` would.
 */
export function withoutUnloadListeners(setUp: () => void, target: EventTarget = window): void {
  const own = Object.getOwnPropertyDescriptor(target, 'addEventListener');
  let add: EventTarget['addEventListener'] | undefined;
  for (let o: object | null = target; o && !add; o = Object.getPrototypeOf(o) as object | null) {
    add = Object.getOwnPropertyDescriptor(o, 'addEventListener')?.value as typeof add;
  }
  if (!add) {
    setUp();
    return;
  }
  const addEventListener = add;
  target.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
    if (args[0] !== 'unload') addEventListener.apply(this, args);
  };
  try {
    setUp();
  } finally {
    if (own) Object.defineProperty(target, 'addEventListener', own);
    else delete (target as { addEventListener?: unknown }).addEventListener;
  }
}

/** How long a client-side navigation's page view may wait for an idle moment (./defer-spa-switch.ts). */
const SPA_SWITCH_WAIT_MS = 1000;

/** The account behind the events from now on (./identity.ts). */
function identify(identity: SettledIdentity): void {
  if (identity.kind === 'unknown') return;
  if (identity.kind === 'anonymous') {
    sensors.clearPageRegister(['org_id']);
    sensors.logout();
    return;
  }
  if (identity.orgId) sensors.registerPage({ org_id: identity.orgId });
  else sensors.clearPageRegister(['org_id']);
  sensors.login(identity.userId);
}

/**
 * Sets the SDK up in three tasks: `init`, its plugins, then the start of tracking (the first
 * `$pageview`), every event under `identity`. On a phone the whole start is one long task otherwise
 * (most of it `init`), and none of it has to be done in one go.
 */
export async function loadSensors(
  config: AnalyticsStartConfig,
  identity: SettledIdentity,
  yieldTask: () => Promise<void> = nextTask,
): Promise<AnalyticsSdk> {
  let trackedPath = window.location.pathname;
  const session = createAnalyticsSession();
  const native = historyMethods(history);
  dropHeatmapRenderRequest();
  withoutUnloadListeners(() => {
    sensors.init(
      sensorsInitOptions({
        serverUrl: config.serverUrl,
        crossSubdomain: config.crossSubdomain,
        // A page view per path: query-only changes (filters, ?mock=) are the same page.
        trackSinglePage: () => {
          const path = window.location.pathname;
          if (path === trackedPath) return false;
          trackedPath = path;
          return true;
        },
      }),
    );
    sensors.registerPage({
      platform: PLATFORM_TAG,
      front_end_id: config.frontEndId,
      session_id: () => session.touch(),
      // The visitor's source (src/domain/session/source.ts), read per event: a lookup answers late.
      source_id: () => currentSourceId(),
      source_uuid: () => readSource().uuid ?? '',
    });
    // Before the plugins: PageLoad sends $WebPageLoad as soon as it is used. Before the device id:
    // the SDK adopts a stored anonymous id only once signed out.
    identify(identity);
    alignDeviceId(identity);
    setTrackPropsProvider(() => sensors.getPresetProperties());
  });
  deferSpaSwitch(history, native, (run) => afterLoadWhenIdle(run, SPA_SWITCH_WAIT_MS));
  await yieldTask();
  // The plugins (page leave, page load) in a task of their own: the SDK starts a plugin that comes
  // after `init` at once, and inside `init` they would lengthen its task.
  withoutUnloadListeners(() => {
    for (const plugin of SENSORS_PLUGINS) sensors.use(plugin.name, plugin.options);
  });
  await yieldTask();
  // The first $pageview, with the page-leave plugin listening.
  withoutUnloadListeners(() => sensors.quick('autoTrack'));
  return { track: (event, properties) => sensors.track(event, properties), identify };
}

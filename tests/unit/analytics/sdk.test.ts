/**
 * The real Sensors SDK in jsdom (docs/integration-notes.md §2: init, registerPage, autoTrack, login
 * and getPresetProperties work there; batch sends go out as XHR, which msw/node intercepts). The
 * beacons are decoded by the mock collector of mock builds.
 */
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPropsHeader } from '@/api/track-props';
import sensors from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';
import { withoutUnloadListeners } from '@/features/analytics/sdk';
import { env } from '@/shared/config/env';
import { PLATFORM_TAG } from '@/shared/constants';
import { LOCAL_KEYS } from '@/shared/storage/keys';
import { decodeBeacon, recentAnalyticsEvents } from '@mocks/handlers/analytics';
import { server } from '@mocks/node';
import { installMockBackend } from '../kit/render-app';

installMockBackend();
// What the SDK sent, as it went on the wire; the mock collector answers it.
const raw: string[] = [];
beforeEach(() =>
  server.use(
    http.post(/sa\.example-retouch\.cn/, async ({ request }) => {
      raw.push(await request.clone().text());
    }),
  ),
);

describe('Sensors SDK wiring', () => {
  it('sets up the SDK without unload listeners (they keep the page out of the bfcache)', () => {
    const listen = vi.fn();
    const target = { addEventListener: listen };
    withoutUnloadListeners(
      () => {
        target.addEventListener('pagehide', () => undefined);
        target.addEventListener('unload', () => undefined);
        target.addEventListener('beforeunload', () => undefined);
      },
      target as unknown as EventTarget,
    );
    expect(listen.mock.calls.map(([type]) => type as string)).toEqual(['pagehide', 'beforeunload']);
    expect(target.addEventListener).toBe(listen);
  });

  it(
    'sends a base64 $pageview with platform and front_end_id, adopts the web_id, feeds X-Track-Props; org_id with the login',
    { timeout: 20_000 },
    async () => {
      expect(env.analyticsUrl).toBe('https://sa.example-retouch.cn/sa');
      localStorage.setItem(LOCAL_KEYS.webId, 'web-id-from-ad-report');
      const { loadSensors } = await import('@/features/analytics/sdk');
      // The set-up, the plugins and the start of tracking are three tasks: the plugins wait for
      // the first yield, autoTrack (the first $pageview) for the second.
      const autoTracks = () =>
        quick.mock.calls.filter(([name]) => (name as string) === 'autoTrack').length;
      const quick = vi.spyOn(sensors, 'quick');
      const use = vi.spyOn(sensors, 'use');
      const listen = vi.spyOn(document, 'addEventListener');
      const yields: (() => void)[] = [];
      const loading = loadSensors(
        { serverUrl: env.analyticsUrl, frontEndId: 'build-123', crossSubdomain: false },
        { kind: 'anonymous' },
        () => new Promise<void>((resolve) => yields.push(resolve)),
      );
      expect(sensors.getPresetProperties()).toMatchObject({ $lib: 'js' });
      expect(use).not.toHaveBeenCalled();
      expect(autoTracks()).toBe(0);
      yields.shift()!();
      await vi.waitFor(() => expect(yields).toHaveLength(1));
      expect(use.mock.calls.map(([name]) => name)).toEqual(['PageLeave', 'PageLoad']);
      expect(autoTracks()).toBe(0);
      yields.shift()!();
      const sdk = await loading;
      expect(autoTracks()).toBe(1);
      // The options as the SDK read them: stays capped at 18000 s (its seconds), no heatmap clicks
      // and so no document click handler of its own.
      const para = (sensors as unknown as { para: { heatmap: Record<string, unknown> } }).para;
      expect(para.heatmap).toMatchObject({
        clickmap: 'not_collect',
        scroll_notice_map: 'default',
        scroll_delay_time: 4000,
        scroll_event_duration: 18000,
      });
      expect(listen.mock.calls.filter(([type]) => type === 'click')).toEqual([]);
      listen.mockRestore();

      await expect
        .poll(() => recentAnalyticsEvents().map((e) => e.name), { timeout: 5000 })
        .toContain('$pageview');
      const pageview = recentAnalyticsEvents().find((e) => e.name === '$pageview')!;
      expect(pageview.record.properties).toMatchObject({
        platform: PLATFORM_TAG,
        front_end_id: 'build-123',
        $lib: 'js',
      });
      expect(typeof pageview.record.properties?.session_id).toBe('string');
      // The device id of the ad report became the SDK's anonymous id.
      expect(pageview.record.distinct_id).toBe('web-id-from-ad-report');

      // On the wire: form fields whose payload is base64 (not plain JSON).
      const body = raw[0]!;
      expect(body).toMatch(/^(data_list|data)=/);
      const fields = new URLSearchParams(body);
      const b64 = fields.get('data_list') ?? fields.get('data')!;
      expect(b64).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(decodeBeacon(fields).records.length).toBeGreaterThan(0);

      // X-Track-Props now comes from the SDK's preset properties, without `$`.
      const header = JSON.parse(decodeURIComponent(trackPropsHeader())) as Record<string, unknown>;
      expect(header).toMatchObject({ lib: 'js', app_type: 'WEB', lib_version: '1.27.11' });
      expect(Object.keys(header).some((k) => k.startsWith('$'))).toBe(false);

      sdk.identify({ kind: 'user', userId: '10001', orgId: 30001 });
      await expect
        .poll(() => recentAnalyticsEvents().map((e) => e.name), { timeout: 5000 })
        .toContain('$SignUp');
      const signup = recentAnalyticsEvents().find((e) => e.name === '$SignUp')!;
      expect(signup.record.distinct_id).toBe('10001');

      // The analytics identity is user_id and org_id (docs/product-rules.md §3): org_id rides on
      // later events and goes with the logout.
      sdk.track('after_login');
      // An identity that could not be read keeps the SDK's.
      sdk.identify({ kind: 'unknown' });
      sdk.track('still_signed_in');
      sdk.identify({ kind: 'anonymous' });
      sdk.track('after_logout');
      await expect
        .poll(() => recentAnalyticsEvents().map((e) => e.name), { timeout: 15_000 })
        .toContain('after_logout');
      const named = (name: string) => recentAnalyticsEvents().find((e) => e.name === name)!;
      expect(named('after_login').record.properties).toMatchObject({ org_id: 30001 });
      expect(named('still_signed_in').record).toMatchObject({
        distinct_id: '10001',
        properties: { org_id: 30001 },
      });
      expect(named('after_logout').record.distinct_id).not.toBe('10001');
      expect(named('after_logout').record.properties).not.toHaveProperty('org_id');
    },
  );

  it('a login it was given keeps its device id, though the token went meanwhile (a logout in another tab)', async () => {
    // No token here: the identity was settled while there was one.
    localStorage.setItem(LOCAL_KEYS.webId, 'web-id-of-another-visit');
    const before = sensors.quick('getAnonymousID');
    expect(before).not.toBe('web-id-of-another-visit');
    const reset = vi.spyOn(sensors, 'resetAnonymousIdentity');
    const { loadSensors } = await import('@/features/analytics/sdk');
    const sdk = await loadSensors(
      { serverUrl: env.analyticsUrl, frontEndId: 'build-123', crossSubdomain: false },
      { kind: 'user', userId: '10002' },
      () => Promise.resolve(),
    );
    // The SDK refuses a new anonymous id while it holds a login (with an error in the console).
    expect(reset).not.toHaveBeenCalled();
    expect(sensors.quick('getAnonymousID')).toBe(before);
    expect(localStorage.getItem(LOCAL_KEYS.webId)).toBe('web-id-of-another-visit');
    sdk.identify({ kind: 'anonymous' });
  });
});

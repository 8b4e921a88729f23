import { describe, expect, it } from 'vitest';
import {
  SENSORS_PLUGINS,
  sensorsInitOptions,
  PAGE_STAY_MIN_MS,
  SESSION_TIMEOUT_MS,
} from '@/features/analytics/options';
import { ANALYTICS } from '@/shared/constants';

/** docs/product-rules.md §9 analytics constants, written out as the spec states them. */
const SPEC = {
  sessionTimeoutSeconds: 900,
  scrollMinMs: 4000,
  pageStayMinMs: 3000,
  maxString: 1024,
  maxKey: 100,
  maxId: 255,
  maxReferrer: 200,
  callbackTimeoutMs: 200,
  sendTimeoutMs: 8000,
  batchIntervalMs: 6000,
  batchTimeoutMs: 6000,
  batchItems: 200,
  heatmapScrollDelayMs: 4000,
  /** SPEC §9's "scroll duration 18000": the SDK's own default, in its seconds (five hours). */
  heatmapScrollDurationSeconds: 18000,
  pageLeaveHeartbeatMs: 5000,
  defaultSendType: 'image',
  pageLoadMaxDurationSeconds: 1800,
};

describe('docs/product-rules.md §9 analytics constants → sa-sdk-javascript options (ADR 0005)', () => {
  const options = sensorsInitOptions({
    serverUrl: 'https://sa.example-retouch.cn/sa',
    crossSubdomain: true,
    trackSinglePage: () => true,
  });

  it('the constants module holds the spec values', () => {
    expect(ANALYTICS).toMatchObject({
      sessionTimeoutSeconds: SPEC.sessionTimeoutSeconds,
      scrollMinMs: SPEC.scrollMinMs,
      pageStayMinMs: SPEC.pageStayMinMs,
      maxStringLength: SPEC.maxString,
      maxKeyLength: SPEC.maxKey,
      maxIdLength: SPEC.maxId,
      maxReferrerLength: SPEC.maxReferrer,
    });
  });

  it('maps each constant that has a knob onto it', () => {
    const { is_track_single_page: trackSinglePage, ...rest } = options;
    expect(typeof trackSinglePage).toBe('function');
    expect(rest).toEqual({
      server_url: 'https://sa.example-retouch.cn/sa',
      send_type: SPEC.defaultSendType,
      show_log: false,
      cross_subdomain: true,
      max_string_length: SPEC.maxString,
      max_key_length: SPEC.maxKey,
      max_id_length: SPEC.maxId,
      max_referrer_string_length: SPEC.maxReferrer,
      callback_timeout: SPEC.callbackTimeoutMs,
      datasend_timeout: SPEC.sendTimeoutMs,
      batch_send: {
        send_interval: SPEC.batchIntervalMs,
        datasend_timeout: SPEC.batchTimeoutMs,
        storage_length: SPEC.batchItems,
      },
      heatmap: {
        clickmap: 'not_collect',
        scroll_notice_map: 'default',
        scroll_delay_time: SPEC.heatmapScrollDelayMs,
        // The SDK reads this in seconds (docs/integration-notes.md §2).
        scroll_event_duration: SPEC.heatmapScrollDurationSeconds,
      },
    });
    // A scroll counts at scrollMinMs or more: the heatmap's scroll delay.
    expect(options.heatmap.scroll_delay_time).toBe(SPEC.scrollMinMs);
    // The SDK raises datasend_timeout to at least callback_timeout; ours is already above.
    expect(options.datasend_timeout).toBeGreaterThanOrEqual(options.callback_timeout);
  });

  it('plugin options are in seconds: PageLeave heartbeat 5 s, PageLoad max 1800 s', () => {
    expect(SENSORS_PLUGINS).toEqual([
      { name: 'PageLeave', options: { heartbeat_interval_time: SPEC.pageLeaveHeartbeatMs / 1000 } },
      { name: 'PageLoad', options: { max_duration: SPEC.pageLoadMaxDurationSeconds } },
    ]);
  });

  it('constants without an SDK knob are applied by the app', () => {
    expect(PAGE_STAY_MIN_MS).toBe(SPEC.pageStayMinMs);
    expect(SESSION_TIMEOUT_MS).toBe(SPEC.sessionTimeoutSeconds * 1000);
  });

  it('the host decides cross_subdomain (the SDK cookie domain check fails on IPs and localhost)', () => {
    expect(
      sensorsInitOptions({ serverUrl: 'x', crossSubdomain: false, trackSinglePage: () => true })
        .cross_subdomain,
    ).toBe(false);
  });
});

import { ANALYTICS } from '@/shared/constants';

/**
 * docs/product-rules.md §9's analytics constants mapped onto sa-sdk-javascript 1.27.11 options
 * (docs/decisions/0005-analytics-attribution-build-check.md has the full table, including the
 * constants that have no knob and what the app does instead).
 */
export interface SensorsInitOptions {
  server_url: string;
  send_type: 'image' | 'ajax' | 'beacon';
  show_log: boolean;
  cross_subdomain: boolean;
  is_track_single_page: boolean | (() => boolean | Record<string, unknown>);
  max_string_length: number;
  max_key_length: number;
  max_id_length: number;
  max_referrer_string_length: number;
  callback_timeout: number;
  datasend_timeout: number;
  batch_send: { send_interval: number; datasend_timeout: number; storage_length: number };
  heatmap: {
    clickmap: 'default' | 'not_collect';
    scroll_notice_map: 'default' | 'not_collect';
    scroll_delay_time: number;
    /** Seconds. */
    scroll_event_duration: number;
  };
}

export interface SensorsPlugin {
  name: 'PageLeave' | 'PageLoad';
  options: Record<string, unknown>;
}

export interface SensorsConfig {
  serverUrl: string;
  /** The product's own hosts: the SDK's cross-subdomain cookie works only there. */
  crossSubdomain: boolean;
  /** Decides per URL change whether the SDK sends a `$pageview` (single-page tracking). */
  trackSinglePage: () => boolean;
}

export function sensorsInitOptions(config: SensorsConfig): SensorsInitOptions {
  return {
    server_url: config.serverUrl,
    send_type: ANALYTICS.defaultSendType,
    show_log: false,
    cross_subdomain: config.crossSubdomain,
    is_track_single_page: config.trackSinglePage,
    max_string_length: ANALYTICS.maxStringLength,
    max_key_length: ANALYTICS.maxKeyLength,
    max_id_length: ANALYTICS.maxIdLength,
    max_referrer_string_length: ANALYTICS.maxReferrerLength,
    callback_timeout: ANALYTICS.callbackTimeoutMs,
    datasend_timeout: ANALYTICS.sendTimeoutMs,
    batch_send: {
      send_interval: ANALYTICS.batchIntervalMs,
      datasend_timeout: ANALYTICS.batchTimeoutMs,
      storage_length: ANALYTICS.batchStorageLength,
    },
    heatmap: {
      // No $WebClick: SPEC §7 does not list it, and the SDK's document click handler it needs
      // runs inside every click (docs/decisions/0015-interactions.md). The site's own
      // element_click stays.
      clickmap: 'not_collect',
      scroll_notice_map: 'default',
      scroll_delay_time: ANALYTICS.heatmapScrollDelayMs,
      scroll_event_duration: ANALYTICS.heatmapScrollDurationSeconds,
    },
  };
}

/** Built-in plugins, turned on by name before `init` (their options are in seconds). */
export const SENSORS_PLUGINS: readonly SensorsPlugin[] = [
  {
    name: 'PageLeave',
    options: { heartbeat_interval_time: ANALYTICS.pageLeaveHeartbeatMs / 1000 },
  },
  { name: 'PageLoad', options: { max_duration: ANALYTICS.pageLoadMaxDurationSeconds } },
];

/** The app reports a page stay only above this (the SDK has no threshold option). */
export const PAGE_STAY_MIN_MS = ANALYTICS.pageStayMinMs;
/** An idle gap after which the app starts a new `session_id` (the SDK's session is not configurable). */
export const SESSION_TIMEOUT_MS = ANALYTICS.sessionTimeoutSeconds * 1000;

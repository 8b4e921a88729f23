/**
 * Business constants and limits of docs/product-rules.md §9 (and the sizes of sections 2 and 5).
 * Times are in milliseconds unless the name says otherwise.
 */
import { ApplicationId } from './enums';

// ── Login and SMS ────────────────────────────────────────────────────────────
export const VERIFY_CODE_LENGTH = 6;
export const PHONE_CC = '86';
export const TOKEN_TYPE = 32771;
export const PHONE_MAX_LENGTH = 11;
export const CODE_INPUT_MAX_LENGTH = 8;
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_COUNTDOWN_TICK_MS = 1000;
export const ENTER_THROTTLE_MS = 1000;

/** The spec lists it without naming its use. */
export const TEN_MINUTES_MS = 10 * 60 * 1000;

// ── Storage ──────────────────────────────────────────────────────────────────
export const COOKIE_DEFAULT_DAYS = 365;
/** The spec keeps the token cookie's day count unshown; 30 days is this project's choice (ADR 0004). */
export const TOKEN_COOKIE_DAYS = 30;

// ── API ──────────────────────────────────────────────────────────────────────
/** Our application id, sent as X-App-Id / X-Application-Id and as `app_id`. */
export const APP_ID = ApplicationId.Cheese;
export const API_TIMEOUT_MS = 15_000;
/** The longest delay setTimeout keeps (2^31 − 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
export const API_SUCCESS_CODES: readonly number[] = [0, 200];
/** union_product/list is asked for the Android price list (docs/product-rules.md §7). */
export const UNION_PRODUCT_PLATFORM = 'Android';
export const PLATFORM_TAG = 'official_web';
export const TRACK_APP_TYPE = 'WEB';

// ── Packages and assets ──────────────────────────────────────────────────────
export const EXPIRED_STORAGE_KEEP_DAYS = 30;
export const LITE_EFFECT_MAX_OUTPUT_PX = 4000;
export const PIECE_MAX_OUTPUT_PX = 12000;
/** Storage bar is "low" at this remaining share or less. */
export const STORAGE_LOW_RATIO = 0.2;
/** Top-up label is "supplement pieces" for a VIP at or below this used share. */
export const RETOUCH_SUPPLEMENT_RATIO = 0.8;
export const FILE_SIZE_STEP = 1024;
export const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export const DEFAULT_SUBSCRIPTION_COUNT = 60;

// ── App behaviour ────────────────────────────────────────────────────────────
/** A build-change reload happens at most once per path per this window. */
export const RELOAD_LIMIT_MS = 10_000;
/** A page still shown this long after `beforeunload` was not left: a reload it put off goes ahead. */
export const LEAVING_GRACE_MS = 10_000;
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;
/** A protected page waits this long for the account before it shows with its own retry. */
export const ACCOUNT_WAIT_MS = 3_000;
export const IMAGE_PREVIEW = { zoomRate: 1.2, minScale: 0.5, maxScale: 3, rotateStep: 90 } as const;

// ── Layout ───────────────────────────────────────────────────────────────────
export const OVERLAY_CLICK_BLOCK_MS = 100;

// ── Analytics (SDK knobs: docs/integration-notes.md §2) ─────────────────────────
// Only what the app or the SDK reads; the spec's constants that have no knob (SDK version, ajax
// timeout, pending buffer, config poll, cookie days, deeplink timeout, channel memory, concurrent
// requests) are listed in docs/decisions/0005-analytics-attribution-build-check.md.
export const ANALYTICS = {
  sessionTimeoutSeconds: 900,
  scrollMinMs: 4000,
  pageStayMinMs: 3000,
  maxStringLength: 1024,
  maxKeyLength: 100,
  maxIdLength: 255,
  maxReferrerLength: 200,
  callbackTimeoutMs: 200,
  sendTimeoutMs: 8000,
  batchIntervalMs: 6000,
  batchTimeoutMs: 6000,
  batchStorageLength: 200,
  heatmapScrollDelayMs: 4000,
  /**
   * The longest `$WebStay` a scroll reports, in the SDK's seconds: SPEC §9's "scroll duration
   * 18000" is the SDK's own default, five hours, not 18,000 ms.
   */
  heatmapScrollDurationSeconds: 18_000,
  pageLeaveHeartbeatMs: 5000,
  defaultSendType: 'image',
  pageLoadMaxDurationSeconds: 1800,
} as const;

// ── Query parameters read by the app ─────────────────────────────────────────
export const QUERY_PARAM = {
  sourceId: 'sId',
  sourceUuid: '_uuid',
  uuid: 'uuid',
  subscription: '__subscription__',
  assetType: 't',
  adPlatform: 'platform',
  redirect: 'redirect',
  /** /search's words (`q` is read too, an older spelling). */
  keyword: 'keyword',
  /**
   * docs/product-rules.md §2's unnamed flag query that hides the download and payment buttons (ADR
   * 0006).
   */
  hidePay: 'hide_pay',
} as const;
/** `__subscription__=1` marks subscription mode. */
export const SUBSCRIPTION_QUERY_VALUE = '1';
/** `hide_pay=1` hides them for the rest of the tab's session; `hide_pay=0` shows them again. */
export const HIDE_PAY_QUERY_VALUE = '1';

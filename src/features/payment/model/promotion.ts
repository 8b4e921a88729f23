/**
 * The promotion countdown (docs/product-rules.md §3 "Promotion config", §4 "Promotion activity").
 * It runs on server time: the end is `meta.time + promotion_activity_remaining_time`, and "now" is
 * `meta.time` advanced by the time elapsed since the answer arrived — the client's own clock (which
 * may be set to any date) never decides whether the promotion is on or how long is left.
 */
import type { PromotionConfigState } from '@/api/queries/config';
import { PromotionActivityState } from '@/shared/enums';

/** Seconds left in the promotion at `nowMs` (client clock, used only for elapsed time), or null. */
export function promotionSecondsLeft(
  config:
    | Pick<PromotionConfigState, 'data' | 'serverTime' | 'receivedAt' | 'fromDefault'>
    | undefined,
  nowMs: number,
): number | null {
  if (!config || config.fromDefault) return null;
  const { data } = config;
  if (data.activity_state !== PromotionActivityState.InActivity) return null;
  const remaining = Number(data.promotion_activity_remaining_time);
  if (!Number.isFinite(remaining) || remaining <= 0) return null;
  const elapsed = Math.max(0, Math.floor((nowMs - config.receivedAt) / 1000));
  const serverAtReceipt = config.serverTime;
  if (
    serverAtReceipt !== undefined &&
    data.promotion_activity_start_time > 0 &&
    serverAtReceipt + elapsed < data.promotion_activity_start_time
  ) {
    return null;
  }
  return Math.max(0, remaining - elapsed);
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** mm:ss for the QR countdown (minutes may exceed 59). */
export function formatMinutes(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
}

import { describe, expect, it } from 'vitest';
import type { PromotionConfigState } from '@/api/queries/config';
import { promotionSecondsLeft, splitDuration } from '@/features/payment/model/promotion';

const SERVER_NOW = 1_800_000_000; // 2027-01-15 (server clock, meta.time)

function config(
  fields: Partial<PromotionConfigState['data']>,
  receivedAt: number,
  serverTime = SERVER_NOW,
) {
  return {
    data: {
      activity_state: 1,
      promotion_activity_remaining_time: 3 * 86_400 + 3600 + 61,
      promotion_activity_start_time: SERVER_NOW - 86_400,
      cake_promotion_activity_start_time: 0,
      ...fields,
    },
    serverTime,
    receivedAt,
    fromDefault: false,
  } as PromotionConfigState;
}

describe('promotion countdown (server time, never the client clock)', () => {
  it('counts down from meta.time + remaining, whatever date the client clock shows', () => {
    for (const clientNow of [Date.UTC(2000, 0, 1), Date.UTC(2027, 0, 15), Date.UTC(2099, 5, 1)]) {
      const c = config({}, clientNow);
      expect(promotionSecondsLeft(c, clientNow)).toBe(3 * 86_400 + 3661);
      expect(promotionSecondsLeft(c, clientNow + 10_000)).toBe(3 * 86_400 + 3651);
    }
  });

  it('reaches 0 and stays there', () => {
    const c = config({ promotion_activity_remaining_time: 5 }, 0);
    expect(promotionSecondsLeft(c, 5_000)).toBe(0);
    expect(promotionSecondsLeft(c, 60_000)).toBe(0);
  });

  it('is off when not InActivity, when the config failed (NotInActivity), or with nothing left', () => {
    expect(promotionSecondsLeft(config({ activity_state: 0 }, 0), 0)).toBeNull();
    expect(promotionSecondsLeft({ ...config({}, 0), fromDefault: true }, 0)).toBeNull();
    expect(promotionSecondsLeft(config({ promotion_activity_remaining_time: 0 }, 0), 0)).toBeNull();
    expect(promotionSecondsLeft(undefined, 0)).toBeNull();
  });

  it('does not show before the start time (server time)', () => {
    const c = config({ promotion_activity_start_time: SERVER_NOW + 60 }, 0);
    expect(promotionSecondsLeft(c, 0)).toBeNull();
    expect(promotionSecondsLeft(c, 61_000)).not.toBeNull();
  });

  it('splits a duration into days and a clock', () => {
    expect(splitDuration(3 * 86_400 + 3661)).toEqual({ days: 3, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

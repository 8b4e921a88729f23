import { http } from 'msw';
import { getScenario } from '../scenarios';
import { DAY, nowSec, ok } from '../lib/http';

/** Midnight (Asia/Shanghai) two days after today: a stable end, so the countdown survives reloads. */
function promotionEnd(now: number): number {
  const shanghaiMidnight = now - ((now + 8 * 3600) % DAY);
  return shanghaiMidnight + 3 * DAY;
}

export const promotionHandlers = [
  http.get('*/v1/promotion/config', () => {
    const now = nowSec();
    if (!getScenario().promotionOn) {
      return ok({
        activity_state: 0,
        promotion_activity_remaining_time: 0,
        promotion_activity_start_time: 0,
        cake_promotion_activity_start_time: 0,
      });
    }
    const end = promotionEnd(now);
    const start = end - 7 * DAY;
    return ok({
      activity_state: 1,
      promotion_activity_remaining_time: end - now,
      promotion_activity_start_time: start,
      cake_promotion_activity_start_time: start,
    });
  }),
];

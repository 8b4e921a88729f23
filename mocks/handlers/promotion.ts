import { http } from 'msw';
import { getMockState, promotionEndsAt } from '../scenarios';
import { promotionAnswer } from '../state/answers';
import { nowSec, ok, realNowSec } from '../lib/http';

export const promotionHandlers = [
  http.get('*/v1/promotion/config', () =>
    ok(promotionAnswer(getMockState(), realNowSec(), nowSec(), promotionEndsAt())),
  ),
];

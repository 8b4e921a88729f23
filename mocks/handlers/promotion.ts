import { http } from 'msw';
import { getMockState, promotionEndsAt } from '../scenarios';
import { promotionAnswer } from '../state/answers';
import { nowSec, ok } from '../lib/http';

export const promotionHandlers = [
  http.get('*/v1/promotion/config', () =>
    ok(promotionAnswer(getMockState(), Math.floor(Date.now() / 1000), nowSec(), promotionEndsAt())),
  ),
];

import { faultHandlers } from './faults';
import { userHandlers } from './user';
import { webHandlers } from './web';
import { owHandlers } from './ow';
import { activityHandlers } from './activity';
import { promotionHandlers } from './promotion';
import { payHandlers } from './pay';
import { publicHandlers } from './public';
import { profileHandlers } from './profile';
import { analyticsHandlers } from './analytics';

/** Every mocked call. The fault handler comes first: it delays or fails requests, else falls through. */
export const handlers = [
  ...faultHandlers,
  ...userHandlers,
  ...webHandlers,
  ...owHandlers,
  ...activityHandlers,
  ...promotionHandlers,
  ...payHandlers,
  ...publicHandlers,
  ...profileHandlers,
  ...analyticsHandlers,
];

import { scenarioHandlers } from './scenario';
import { userHandlers } from './user';
import { webHandlers } from './web';
import { owHandlers } from './ow';
import { activityHandlers } from './activity';
import { promotionHandlers } from './promotion';
import { payHandlers } from './pay';
import { publicHandlers } from './public';
import { profileHandlers } from './profile';
import { analyticsHandlers } from './analytics';

/** Every mocked call. The scenario handler comes first: it delays or fails requests, else falls through. */
export const handlers = [
  ...scenarioHandlers,
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

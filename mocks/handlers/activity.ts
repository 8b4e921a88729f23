import { http } from 'msw';
import { ENDED_ACTIVITY, NAMELESS_ACTIVITY, sourceFor } from '../fixtures/sources';
import { badRequest, DAY, nowSec, ok, query } from '../lib/http';

const ENDED_MESSAGE = '活动不存在或已结束';

function uuidOf(request: Request): string | undefined {
  const uuid = query(request).get('uuid')?.trim();
  return uuid ? uuid : undefined;
}

export const activityHandlers = [
  /** Also the source lookup by uuid (docs/backend-contract.md). */
  http.get('*/v1/activity/common/info', ({ request }) => {
    const uuid = uuidOf(request);
    if (!uuid) return badRequest('参数错误：缺少 uuid');
    if (uuid === ENDED_ACTIVITY) return badRequest(ENDED_MESSAGE);
    if (uuid === NAMELESS_ACTIVITY.uuid) return ok(NAMELESS_ACTIVITY.source);
    return ok(sourceFor(uuid));
  }),

  http.get('*/v1/h5/activity/common/info', ({ request }) => {
    const uuid = uuidOf(request);
    if (!uuid) return badRequest('参数错误：缺少 uuid');
    const now = nowSec();
    return ok({
      ...sourceFor(uuid),
      start_time: now - 10 * DAY,
      end_time: now + 20 * DAY,
      banner: 'https://static.example-retouch.cn/activity/banner-750x400.jpg',
      rules: [
        '活动期间新用户注册即送 50 张 AI 精修',
        '每个手机号限领一次',
        '最终解释权归芝士云修图所有',
      ],
    });
  }),
];

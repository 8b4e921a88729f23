import { http } from 'msw';
import { badRequest, ok, randomHex, readBody, toInt, toStr } from '../lib/http';

const AD_PLATFORMS = new Set([1, 2, 3, 4, 5, 10, 11]);
const OS_CODES = new Set([1, 2, 99]);

export const publicHandlers = [
  /**
   * The ad report. First report: `{ad_params, os, platform, web_id, click_uri}`; after login only
   * `{web_id, click_uri}` (docs/backend-contract.md).
   */
  http.post('*/v1/public/minip/upload_device', async ({ request }) => {
    const body = await readBody(request);
    if (!toStr(body.web_id)) return badRequest('参数错误：web_id');
    if (!toStr(body.click_uri)) return badRequest('参数错误：click_uri');
    if (body.ad_params !== undefined) {
      if (typeof body.ad_params !== 'object' || body.ad_params === null)
        return badRequest('参数错误：ad_params');
      if (!AD_PLATFORMS.has(toInt(body.platform) ?? -1)) return badRequest('参数错误：platform');
      if (!OS_CODES.has(toInt(body.os) ?? -1)) return badRequest('参数错误：os');
    }
    return ok({});
  }),

  http.post('*/v1/public/minip/generate_urllink', async ({ request }) => {
    const body = await readBody(request);
    const interval = toInt(body.expire_interval) ?? 30;
    if (interval < 1 || interval > 30)
      return badRequest('参数错误：expire_interval 须在 1–30 天内');
    return ok({ url_link: `https://wxaurl.cn/${randomHex(12)}` });
  }),
];

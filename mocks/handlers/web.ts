import { http } from 'msw';
import { getMockState } from '../scenarios';
import { paymentConf } from '../state/answers';
import { DOWNLOADS, RECEIVE_FREE_DOWNLOADS } from '../fixtures/downloads';
import { CITIES, PROVINCES } from '../fixtures/regions';
import { ORGANIZATION_TYPES, PROTOCOLS } from '../fixtures/sources';
import { qrLikePngDataUrl } from '../lib/png';
import { withUser } from '../lib/session';
import {
  badRequest,
  nowSec,
  realNowSec,
  ok,
  PHONE_PATTERN,
  query,
  randomDigits,
  randomHex,
  readBody,
  toInt,
  toStr,
} from '../lib/http';

const WECHAT_APP_ID =
  (import.meta.env.VITE_WECHAT_APP_ID as string | undefined) || 'wx0000000000000000';

/** Name + phone of the consultation and cooperation forms. */
function checkContact(body: Record<string, unknown>): Response | undefined {
  if (!toStr(body.name)?.trim()) return badRequest('请填写联系人姓名');
  if (!PHONE_PATTERN.test(toStr(body.phone) ?? '')) return badRequest('请输入正确的手机号');
  return undefined;
}

/** Stands in for the official account's jsapi_ticket, which only the real backend holds. */
const MOCK_JSAPI_TICKET = 'mock-jsapi-ticket';

/** The JS-SDK signature as WeChat defines it: SHA-1 of the sorted fields, one per `key=value`. */
async function jsSdkSignature(fields: { nonceStr: string; timestamp: number; url: string }) {
  const text = `jsapi_ticket=${MOCK_JSAPI_TICKET}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${fields.url}`;
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function urlLink(): Response {
  return ok({ url_link: `https://wxaurl.cn/${randomHex(12)}` });
}

export const webHandlers = [
  http.get('*/v1/web/config', () =>
    ok({
      cheese_config: {
        payment_conf: paymentConf(getMockState(), realNowSec()),
      },
    }),
  ),

  http.get('*/v1/enumerate/info', ({ request }) => {
    const type = toInt(query(request).get('type')) ?? 8;
    const list = type === 8 ? DOWNLOADS : type === 5 ? RECEIVE_FREE_DOWNLOADS : [];
    return ok({ list });
  }),

  http.post('*/v1/web/generate_urllink', urlLink),

  http.post('*/v1/web/consultation/create', async ({ request }) => {
    const error = checkContact(await readBody(request));
    return error ?? ok({ id: Number(randomDigits(6)) });
  }),

  http.post('*/v1/web/cooperation/transfer', async ({ request }) => {
    const error = checkContact(await readBody(request));
    return error ?? ok({});
  }),

  http.get('*/v1/province/get', () => ok({ list: PROVINCES })),

  http.get('*/v1/city/get', ({ request }) => {
    const provinceId = toInt(query(request).get('province_id'));
    if (provinceId === undefined) return badRequest('参数错误：province_id');
    return ok({ list: CITIES.filter((c) => c.province_id === provinceId) });
  }),

  http.get('*/v1/web/weight/is_url_limit', () => ok({ is_limit: 0 })),

  http.get('*/v1/protocol', () => ok({ list: PROTOCOLS })),

  http.get('*/v1/wechat/js_config', async ({ request }) => {
    const url = query(request).get('url');
    // WeChat signs the page URL without its hash: a client that sends one would fail there too.
    if (!url || !/^https?:\/\/[^#]+$/.test(url)) return badRequest('参数错误：url');
    const timestamp = nowSec();
    const nonceStr = randomHex(16);
    const signature = await jsSdkSignature({ nonceStr, timestamp, url });
    return ok({ appId: WECHAT_APP_ID, timestamp, nonceStr, signature });
  }),

  http.get('*/v1/web/salesman/qr_code', ({ request }) => {
    const id = query(request).get('salesman_id') ?? query(request).get('id') ?? '0';
    return ok({
      qr_code: qrLikePngDataUrl(`salesman-${id}`),
      name: '李经理',
      phone: '400-820-1227',
      wechat: 'cheese_retouch_kefu',
    });
  }),

  http.get('*/v1/organization_type/get', () => ok({ list: ORGANIZATION_TYPES })),

  http.post('*/v1/ow/complete_org_info', async ({ request }) => {
    const body = await readBody(request);
    const orgName = toStr(body.org_name)?.trim() ?? '';
    const orgType = toInt(body.org_type);
    const provinceId = toInt(body.province_id) ?? 0;
    const cityId = toInt(body.city_id) ?? 0;
    if (!orgName || orgName.length > 50) return badRequest('请填写机构名称（50 字以内）');
    if (!ORGANIZATION_TYPES.some((t) => t.id === orgType)) return badRequest('请选择机构类型');
    if (cityId && !CITIES.some((c) => c.id === cityId && c.province_id === provinceId)) {
      return badRequest('请选择正确的省市');
    }
    return withUser(request, (user) => {
      user.org_info = {
        org_name: orgName,
        org_type: orgType ?? 99,
        province_id: provinceId,
        city_id: cityId,
        contact_name: toStr(body.contact_name)?.trim() ?? '',
        completed_at: nowSec(),
      };
      if (!user.org_id) user.org_id = 30_000 + (user.user_id % 1000);
      return ok({});
    });
  }),

  http.get('*/v1/ow/completed_info', ({ request }) =>
    withUser(request, (user) =>
      ok(user.org_info ? { completed: 1, ...user.org_info } : { completed: 0 }),
    ),
  ),
];

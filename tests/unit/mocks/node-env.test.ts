// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { json, login, setupMockServer } from './client';
import { getDb, applyPreset } from '../../../mocks/node';

setupMockServer();

describe('under plain Node (no localStorage)', () => {
  it('keeps the db and the mock state in memory', async () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    const token = await login('17712345678');
    expect(getDb().users.some((u) => u.phone === '17712345678')).toBe(true);
    applyPreset('payment-closed');
    const config = await json<{ cheese_config: { payment_conf: { is_open: number } } }>(
      '/v1/web/config',
    );
    expect(config.body.data?.cheese_config.payment_conf.is_open).toBe(0);
    expect((await json('/v1/web/user/info/get', { body: {}, token })).body.code).toBe(0);
  });

  it('answers every declared-but-unused call with code 0', async () => {
    const token = await login();
    const calls: Array<[string, { method?: string; body?: unknown; token?: string }]> = [
      [
        '/v1/web/cooperation/transfer',
        { body: { name: '张三', phone: '13812345678', company: '光影' } },
      ],
      ['/v1/web/consultation/create', { body: { name: '李四', phone: '13912345678' } }],
      ['/v1/province/get', {}],
      ['/v1/city/get?province_id=330000', {}],
      ['/v1/web/weight/is_url_limit?url=https%3A%2F%2Fwww.example-retouch.cn%2F', {}],
      ['/v1/protocol', {}],
      ['/v1/wechat/js_config?url=https%3A%2F%2Fm.example-retouch.cn%2Fpayment', {}],
      ['/v1/web/salesman/qr_code?salesman_id=12', {}],
      ['/v1/h5/activity/common/info?uuid=spring2025', {}],
      ['/v1/organization_type/get', {}],
      [
        '/v1/ow/complete_org_info',
        {
          body: { org_name: '光影旅拍', org_type: 2, province_id: 330000, city_id: 330100 },
          token,
        },
      ],
      ['/v1/ow/completed_info', { token }],
      ['/v1/api/order/create_ex', { body: { product_id: 301 }, token }],
      ['/v1/api/order/create_pay_ex', { body: { product_id: 301 }, token }],
      ['/v1/activity/order/create_pay', { body: { product_id: 301 }, token }],
      ['/v1/api/order/union_deduction_product?product_id=103', { token }],
      ['/v1/ow/im/info', { token }],
      ['/v1/enumerate/info?type=8', {}],
      ['/v1/activity/common/info?uuid=spring2025', {}],
      [
        '/v1/public/minip/upload_device',
        {
          body: {
            web_id: 'w-1',
            click_uri: 'https://www.example-retouch.cn/?bd_vid=1',
            ad_params: { bd_vid: '1' },
            platform: 10,
            os: 99,
          },
        },
      ],
      [
        '/v1/public/minip/generate_urllink',
        { body: { env_version: 'release', expire_type: 1, expire_interval: 30 } },
      ],
    ];
    for (const [path, init] of calls) {
      const { status, body } = await json(path, init);
      expect({ path, status, code: body.code }).toEqual({ path, status: 200, code: 0 });
    }
    const done = await json<{ completed: number; org_name: string }>('/v1/ow/completed_info', {
      token,
    });
    expect(done.body.data).toMatchObject({ completed: 1, org_name: '光影旅拍' });
    const downloads = await json<{ list: Array<{ app_type: number }> }>(
      '/v1/enumerate/info?type=8',
    );
    expect(downloads.body.data?.list.map((d) => d.app_type)).toEqual([107, 108, 1, 2, 3]);
  });
});

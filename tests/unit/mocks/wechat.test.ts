import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { WechatJsConfig } from '@/api/types';
import { json, setupMockServer } from './client';

setupMockServer();

const PAGE = 'https://m.example-retouch.cn/download?sId=12';
const jsConfig = (url: string) =>
  json<WechatJsConfig>(`/v1/wechat/js_config?url=${encodeURIComponent(url)}`);

describe('GET /v1/wechat/js_config', () => {
  it('answers the fields wx.config takes, and only those', async () => {
    const { status, body } = await jsConfig(PAGE);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(Object.keys(body.data!).sort()).toEqual(['appId', 'nonceStr', 'signature', 'timestamp']);
    const { appId, timestamp, nonceStr, signature } = body.data!;
    expect(appId).toMatch(/^wx[0-9a-z]{16}$/);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('signs the page URL the way WeChat does (SHA-1 over ticket, nonce, time and URL)', async () => {
    const { nonceStr, timestamp, signature } = (await jsConfig(PAGE)).body.data!;
    const expected = createHash('sha1')
      .update(
        `jsapi_ticket=mock-jsapi-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${PAGE}`,
      )
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('refuses a missing URL and a URL with its hash (WeChat signs the URL without it)', async () => {
    for (const path of [
      '/v1/wechat/js_config',
      `/v1/wechat/js_config?url=${encodeURIComponent(`${PAGE}#top`)}`,
      '/v1/wechat/js_config?url=download',
    ]) {
      const { body } = await json(path);
      expect(body.code, path).toBe(400);
      expect(body.message).toBe('参数错误：url');
    }
  });
});

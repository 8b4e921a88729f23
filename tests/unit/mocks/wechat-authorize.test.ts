import { describe, expect, it } from 'vitest';
import { mockWechatAuthorizeTarget } from '../../../mocks/wechat-authorize';

const OWN = 'http://127.0.0.1:5173';
const authorize = (query: string, origin = OWN) =>
  new URL(`/__mock__/wechat-authorize?${query}#wechat_redirect`, origin);

describe('the stand-in WeChat authorise page', () => {
  it('comes straight back to redirect_uri with a code and the state, keeping its query', () => {
    const back = encodeURIComponent(`${OWN}/payment?t=piece`);
    expect(
      mockWechatAuthorizeTarget(
        authorize(`appid=wx1&redirect_uri=${back}&response_type=code&scope=snsapi_base&state=S1`),
        'CODE1',
      ),
    ).toBe(`${OWN}/payment?t=piece&code=CODE1&state=S1`);
  });

  it('gives each visit its own code', () => {
    const url = authorize(`redirect_uri=${encodeURIComponent(`${OWN}/payment`)}&state=S`);
    const first = new URL(mockWechatAuthorizeTarget(url)!).searchParams.get('code');
    const second = new URL(mockWechatAuthorizeTarget(url)!).searchParams.get('code');
    expect(first).toMatch(/^mock[a-z0-9]+$/);
    expect(second).not.toBe(first);
  });

  it('goes nowhere else: another origin, no redirect_uri, or another path', () => {
    expect(
      mockWechatAuthorizeTarget(
        authorize(`redirect_uri=${encodeURIComponent('https://evil.com/')}`),
      ),
    ).toBeNull();
    expect(mockWechatAuthorizeTarget(authorize('state=S'))).toBeNull();
    expect(mockWechatAuthorizeTarget(authorize('redirect_uri=%3A%2F%2F'))).toBeNull();
    expect(mockWechatAuthorizeTarget(new URL(`${OWN}/payment?redirect_uri=${OWN}/`))).toBeNull();
  });
});

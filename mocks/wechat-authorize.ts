/**
 * Mock builds only: WeChat's authorise page (`open.weixin.qq.com/connect/oauth2/authorize`) stands
 * in at MOCK_WECHAT_AUTHORIZE_PATH, where `.env.mock` points /proxy-wx-auth
 * (VITE_WECHAT_AUTHORIZE_URL). For `snsapi_base` WeChat asks the buyer nothing: it sends the browser
 * straight back to `redirect_uri` with `code` and `state` appended. So does this, without drawing a
 * page, to a redirect_uri on the build's own origin only (mocks/README.md "WeChat Pay inside WeChat").
 */
const MOCK_WECHAT_AUTHORIZE_PATH = '/__mock__/wechat-authorize';

/** WeChat's code is single-use and expires in five minutes; the mock backend accepts any. */
const mockCode = () => `mock${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Where the stand-in sends the browser for `location` (its own URL), or null when `location` is not
 * the stand-in, or names no redirect_uri on `location`'s origin (then the app shows its 404).
 */
export function mockWechatAuthorizeTarget(location: URL, code = mockCode()): string | null {
  if (location.pathname.replace(/\/+$/, '') !== MOCK_WECHAT_AUTHORIZE_PATH) return null;
  const raw = location.searchParams.get('redirect_uri');
  if (!raw) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.origin !== location.origin) return null;
  target.searchParams.set('code', code);
  target.searchParams.set('state', location.searchParams.get('state') ?? '');
  return target.href;
}

import { afterEach, describe, expect, it, vi } from 'vitest';

type Rules = { createScriptURL: (url: string) => string };

/** A browser with Trusted Types: the policy's output stands in for a TrustedScriptURL. */
function withTrustedTypes() {
  const policies: { name: string; rules: Rules }[] = [];
  const factory = {
    createPolicy: (name: string, rules: Rules) => {
      policies.push({ name, rules });
      return { createScriptURL: (url: string) => `trusted:${rules.createScriptURL(url)}` };
    },
  };
  Object.defineProperty(window, 'trustedTypes', { value: factory, configurable: true });
  return policies;
}

afterEach(() => {
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  vi.resetModules();
});

describe("the WeChat JS-SDK's script URL under Trusted Types", () => {
  it('sets the script through the one named policy, which refuses every other URL', async () => {
    const policies = withTrustedTypes();
    const { loadJsSdk, JS_SDK_POLICY, JS_SDK_URL } = await import(
      '@/features/content/wechat/js-sdk'
    );
    const src = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    void loadJsSdk().catch(() => undefined);
    expect(src).toHaveBeenCalledWith(`trusted:${JS_SDK_URL}`);
    src.mockRestore();
    expect(policies.map((p) => p.name)).toEqual([JS_SDK_POLICY]);
    expect(() => policies[0]!.rules.createScriptURL('https://static.sensorsdata.cn/x.js')).toThrow(
      TypeError,
    );
  });

  it('sets the plain URL where the browser has no Trusted Types', async () => {
    const { loadJsSdk, JS_SDK_URL } = await import('@/features/content/wechat/js-sdk');
    void loadJsSdk().catch(() => undefined);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(JS_SDK_URL);
  });
});

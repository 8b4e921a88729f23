import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'acorn';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

// index.html's notice for browsers below the support policy (docs/decisions/0012-browser-support.md).
const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const script = /<script id="unsupported-browser">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const MODERN = 'window.CSS = { supports: function () { return true; } };';
/** Safari 15.0–15.3: no :focus-visible, but Error's cause. */
const SAFARI_15 = 'window.CSS = { supports: function () { return false; } };';
/** Chromium 85: neither. */
const CHROMIUM_85 =
  SAFARI_15 + 'var NativeError = Error; Error = function (m) { return new NativeError(m); };';

function page(before: string) {
  const dom = new JSDOM(
    '<!doctype html><html lang="zh-CN"><head></head><body><div id="root"><p>首页</p></div></body></html>',
    { runScripts: 'outside-only', url: 'https://www.example-retouch.cn/' },
  );
  dom.window.eval(before);
  dom.window.eval(script);
  const { document } = dom.window;
  return {
    window: dom.window,
    notice: () => document.querySelector('[role="alert"]'),
    body: document.body,
  };
}

describe('the notice for browsers below the support policy', () => {
  it('is ECMAScript 5, so that it runs where the app cannot', () => {
    expect(script).toContain('浏览器版本过低');
    expect(() => parse(script, { ecmaVersion: 5 })).not.toThrow();
  });

  it('stays away in the browsers of the policy', () => {
    expect(page(MODERN).notice()).toBeNull();
    expect(page(SAFARI_15).notice()).toBeNull();
  });

  it('comes first on the page below the policy, the page itself kept', () => {
    for (const before of [CHROMIUM_85, `${MODERN} delete Promise.any;`]) {
      const { notice, body } = page(before);
      expect(notice()?.textContent).toContain('浏览器版本过低');
      expect(notice()?.textContent).toContain('Safari、Chrome、Edge 或 Firefox');
      expect(body.firstElementChild).toBe(notice());
      expect(body.querySelector('#root')?.textContent).toBe('首页');
    }
  });

  it('also comes when one of our scripts does not parse before the page has loaded', () => {
    const syntaxError = (filename: string) => ({
      message: 'SyntaxError: Unexpected token',
      filename,
    });
    const ours = page(MODERN);
    ours.window.dispatchEvent(
      new ours.window.ErrorEvent(
        'error',
        syntaxError('https://www.example-retouch.cn/assets/index-abc.js'),
      ),
    );
    expect(ours.notice()).not.toBeNull();

    const other = page(MODERN);
    other.window.dispatchEvent(
      new other.window.ErrorEvent(
        'error',
        syntaxError('https://res.wx.qq.com/open/js/jweixin-1.6.0.js'),
      ),
    );
    other.window.dispatchEvent(
      new other.window.ErrorEvent('error', {
        message: 'TypeError: x is not a function',
        filename: 'https://www.example-retouch.cn/assets/index-abc.js',
      }),
    );
    expect(other.notice()).toBeNull();

    const late = page(MODERN);
    late.window.dispatchEvent(new late.window.Event('load'));
    late.window.dispatchEvent(
      new late.window.ErrorEvent(
        'error',
        syntaxError('https://www.example-retouch.cn/assets/page-abc.js'),
      ),
    );
    expect(late.notice()).toBeNull();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  HIDE_PAY_PROBE,
  injectPage,
  outputFileFor,
  prerenderedRouting,
  SPA_FALLBACK_FILE,
} from '../../../scripts/prerender.ts';
import { HYDRATION_DATA_ID, readHydrationState } from '@/app/hydration';

const template = `<!doctype html><html lang="zh-CN"><head>
<meta charset="UTF-8" />
<title>旧标题</title>
<meta name="description" content="旧描述" />
<script type="module" src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('prerender output', () => {
  const html = injectPage(template, {
    status: 200,
    html: '<main><h1>下载芝士云修图</h1></main>',
    head: '<title>下载客户端 - 芝士云修图</title>\n<meta name="description" content="新描述">',
    state: {
      path: '/download',
      data: { loaderData: { root: null, x: '</script><script>alert(1)</script>' } },
    },
  });

  it('replaces the title and description and fills #root', () => {
    expect(html).not.toContain('旧标题');
    expect(html).not.toContain('旧描述');
    expect(html).toContain('<title>下载客户端 - 芝士云修图</title>');
    expect(html).toContain('<div id="root"><main><h1>下载芝士云修图</h1></main></div>');
  });

  it('keeps the shell’s description for a page without one (a private frame)', () => {
    const frame = injectPage(template, {
      status: 200,
      html: '<main><h1>正在确认支付结果…</h1></main>',
      head: '<title>支付结果 - 芝士云修图</title>\n<meta name="robots" content="noindex">',
      state: { path: '/payment/success', data: {} },
    });
    expect(frame).not.toContain('旧标题');
    expect(frame.match(/<meta name="description"/g)).toHaveLength(1);
    expect(frame).toContain('content="旧描述"');
    expect(frame).toContain('<meta name="robots" content="noindex">');
  });

  it('carries the hydration state in a JSON block that cannot close its script', () => {
    const block = new RegExp(
      `<script type="application/json" id="${HYDRATION_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(html);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('</script>');
    expect(JSON.parse(block![1]!)).toEqual({
      path: '/download',
      data: { loaderData: { root: null, x: '</script><script>alert(1)</script>' } },
    });
  });

  it('adds the hide-flag probe (the only executable inline script) before </head>', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${HIDE_PAY_PROBE}</script>`);
    expect(head).toContain('[data-pay-action]{display:none!important}');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      injectPage('<html><head></head><body></body></html>', {
        status: 200,
        html: '',
        head: '',
        state: { path: '/', data: {} },
      }),
    ).toThrow(/root/);
  });

  it('writes <path>/index.html', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/download')).toBe(join('download', 'index.html'));
    expect(outputFileFor('/n/1024/')).toBe(join('n', '1024', 'index.html'));
  });
});

describe('hydration state', () => {
  const read = (path: string, body: string) => {
    const d = document.implementation.createHTMLDocument('x');
    d.body.innerHTML = body;
    return readHydrationState(path, d);
  };
  const block = (path: string) =>
    `<script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify({ path, data: { loaderData: { root: null } } })}</script>`;

  it('is used only on the path it was rendered for (a trailing slash is the same path)', () => {
    expect(read('/download', block('/download'))).toEqual({ loaderData: { root: null } });
    expect(read('/download/', block('/download'))).toEqual({ loaderData: { root: null } });
    expect(read('/payment', block('/'))).toBeUndefined();
    expect(read('/index.html', block('/'))).toBeUndefined();
  });

  it('is absent from the SPA shell and ignored when unreadable', () => {
    expect(read('/', '<div id="root"></div>')).toBeUndefined();
    expect(
      read('/', `<script type="application/json" id="${HYDRATION_DATA_ID}">{oops</script>`),
    ).toBeUndefined();
  });
});

describe('vite preview routing (same order as nginx.conf)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-routing-'));
  mkdirSync(join(dir, 'download'));
  writeFileSync(join(dir, 'index.html'), 'home');
  writeFileSync(join(dir, SPA_FALLBACK_FILE), 'shell');
  writeFileSync(join(dir, 'download', 'index.html'), 'download');
  writeFileSync(join(dir, 'guide.html'), 'guide');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const route = (url: string, method = 'GET') => {
    const req = { url, method };
    let called = false;
    prerenderedRouting(dir)(req as never, {} as never, () => {
      called = true;
    });
    expect(called).toBe(true);
    return req.url;
  };

  it('serves prerendered pages, then the shell', () => {
    expect(route('/')).toBe('/index.html');
    expect(route('/download')).toBe('/download/index.html');
    expect(route('/download/?hide_pay=1')).toBe('/download/index.html?hide_pay=1');
    expect(route('/guide')).toBe('/guide.html');
    expect(route('/payment?x=1')).toBe(`/${SPA_FALLBACK_FILE}?x=1`);
    expect(route('/n/9999')).toBe(`/${SPA_FALLBACK_FILE}`);
  });

  it('leaves files, assets, other methods and escapes alone', () => {
    expect(route('/sitemap.xml')).toBe('/sitemap.xml');
    expect(route('/assets/index.js')).toBe('/assets/index.js');
    expect(route('/payment', 'POST')).toBe('/payment');
    expect(route('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

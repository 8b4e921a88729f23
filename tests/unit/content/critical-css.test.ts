import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createCriticalCssInliner,
  renderBlockingStylesheets,
} from '../../../scripts/critical-css.ts';
import { inlineScriptHashes } from '../../../scripts/vite-plugin-nginx-csp.ts';

const outDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
mkdirSync(join(outDir, 'assets'));
writeFileSync(
  join(outDir, 'assets', 'index.css'),
  ':root{--brand:#c2410c}body{margin:0}._hero_1{color:var(--brand)}._unused_1{color:red}' +
    '@media (min-width:768px){._hero_1{font-size:48px}._unused_1{font-size:1px}}' +
    '._hero_1:hover{color:#000}@keyframes spin{to{transform:rotate(1turn)}}._spinner_1{animation:spin 1s}',
);
writeFileSync(join(outDir, 'assets', 'page.css'), '._card_2{padding:16px}._dialog_2{inset:0}');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const HIDE_STYLE = 'html[data-hide-pay] [data-pay-action]{display:none!important}';
const page = (links: string) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    ${links}
    <title>页面</title>
    <style>${HIDE_STYLE}</style>
  </head>
  <body>
    <div id="root"><main class="_hero_1"><h1>标题 &amp; 副标题</h1><div class="_card_2">卡片</div></main></div>
    <script type="application/json" id="__router_hydration">{"path":"/"}</script>
  </body>
</html>`;
const LINKS =
  '<link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="stylesheet" crossorigin href="/assets/page.css">';

describe('critical CSS of a prerendered page', async () => {
  const warnings: string[] = [];
  const inline = createCriticalCssInliner({ outDir, warn: (m) => warnings.push(m) });
  const html = await inline(page(LINKS), '/');
  const head = html.slice(0, html.indexOf('</head>'));
  const critical = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';

  it('inlines the rules the page uses, from every stylesheet, before the deferred links', () => {
    expect(critical).toContain('._hero_1{color:var(--brand)}');
    expect(critical).toContain('._card_2{padding:16px}');
    expect(critical).toContain(':root{--brand:#c2410c}');
    expect(critical).toMatch(/@media \(min-width:768px\)\{\._hero_1\{font-size:48px\}\}/);
    expect(critical).not.toContain('_unused_1');
    expect(critical).not.toContain('_dialog_2');
    expect(critical).not.toContain('@keyframes');
    expect(head.indexOf(critical)).toBeLessThan(head.indexOf('href="/assets/index.css"'));
    expect(warnings).toEqual([]);
  });

  it('defers every stylesheet with a media switch, a <noscript> twin and no event handler', () => {
    expect(renderBlockingStylesheets(html)).toEqual([]);
    for (const href of ['/assets/index.css', '/assets/page.css']) {
      expect(head).toContain(
        `<link rel="stylesheet" crossorigin href="${href}" media="print" data-beasties-media="all">`,
      );
      expect(head).toContain(
        `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`,
      );
    }
    expect(html).not.toMatch(/\son[a-z]+=/);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(/<script>[^<]*link\[data-beasties-media\][^<]*<\/script><\/body>/);
  });

  it('leaves the page’s own markup, inline style and data block as they were', () => {
    expect(html).toContain(`<style>${HIDE_STYLE}</style>`);
    expect(html).toContain(
      '<div id="root"><main class="_hero_1"><h1>标题 &amp; 副标题</h1><div class="_card_2">卡片</div></main></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="__router_hydration">{"path":"/"}</script>',
    );
    expect(html).toContain('<html lang="zh-CN">');
  });

  it('adds one invariant script, the same on every page (one CSP hash for all)', async () => {
    const other = await inline(page(LINKS).replace('标题', '另一个标题'), '/x');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(inlineScriptHashes(other)).toEqual(hashes);
  });

  it('fails the build when a stylesheet cannot be read (it would stay render-blocking)', async () => {
    await expect(
      inline(page('<link rel="stylesheet" href="/assets/missing.css">'), '/broken'),
    ).rejects.toThrow(/\/broken still has render-blocking CSS/);
  });
});

describe('render-blocking stylesheets', () => {
  it('are the stylesheet links outside <noscript> that are not deferred', () => {
    expect(
      renderBlockingStylesheets(
        '<head><link rel="stylesheet" href="/a.css"><link rel="preload" as="style" href="/b.css">' +
          '<link rel="stylesheet" href="/c.css" media="print" data-beasties-media="all">' +
          '<noscript><link rel="stylesheet" href="/c.css"></noscript></head>',
      ),
    ).toEqual(['<link rel="stylesheet" href="/a.css">']);
  });
});

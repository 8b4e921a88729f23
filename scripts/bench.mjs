#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/architecture.md "Quality bars", in one run.
//
// 1. Builds the production bundle (`npm run build`, prerender included) and the hello-world of
//    bench/hello, serves both with the shipped nginx.conf on loopback, and the mocks/ API as a real
//    HTTP server on loopback (the build's API, analytics and workbench origins point at it).
// 2. For every route of tests/perf/routes.json marked `bench` (logged in / with the payer cookie
//    where it needs them): first-load JS and CSS (gzip, nginx's level) and request counts, measured
//    in Chromium as tests/perf/check-budgets.mjs does, and the ratio of its first-load JS to the
//    hello-world's.
// 3. Lighthouse 12 (mobile preset: its default config) on the machine's Chromium with the flags of
//    playwright.config.ts, BENCH_RUNS runs per URL (default 3), the median run (Lighthouse's own
//    computeMedianRun): the four category scores, LCP, TBT, CLS, FCP — against perf-budget.json's
//    targets.
// Prints a Markdown table (the README's "Performance" section is a copy of it); `--json FILE`
// also writes the raw figures. Timings depend on the machine and its load: compare runs made on
// the same machine. Nothing here fails the build; the size gates live in `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, chromiumFlags, cookiesFor, launchChromium } from '../tests/perf/lib/browser.mjs';
import { kb } from '../tests/perf/lib/first-load.mjs';
import {
  loadBudget,
  loadRoutes,
  measureFirstLoad,
  measureRoute,
  pathnameOf,
} from '../tests/perf/lib/measure.mjs';
import { prepareRun } from '../tests/perf/lib/workspace.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const jsonOut = process.argv.includes('--json')
  ? process.argv[process.argv.indexOf('--json') + 1]
  : null;
const skipLighthouse = process.argv.includes('--no-lighthouse');
// `--lhr-dir <dir>`: also writes each route's median Lighthouse report (JSON) there, to see what
// the main thread did (audits "long-tasks", "bootup-time", "mainthread-work-breakdown").
const lhrDir = process.argv.includes('--lhr-dir')
  ? process.argv[process.argv.indexOf('--lhr-dir') + 1]
  : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const started = Date.now();
const { targets } = loadBudget();
const benchRoutes = loadRoutes().filter((r) => r.bench);

async function lighthouseMedian(url, cookies, label) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...chromiumFlags(), '--headless=new'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const runs = [];
  try {
    for (let i = 0, attempts = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      if (cookies.length)
        await browser.setCookie(
          ...cookies.map(({ name, value, url: u }) => ({
            name,
            value,
            domain: new URL(u).hostname,
            path: '/',
          })),
        );
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        undefined,
        page,
      );
      await page.close();
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (result.lhr.runtimeError) {
        // Trace hiccups (NO_NAVSTART, NO_FCP) happen on a loaded machine: run that one again.
        if (++attempts > 3)
          throw new Error(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
        console.log(`(retrying: ${result.lhr.runtimeError.code})`);
        i--;
        continue;
      }
      const landed = pathnameOf(result.lhr.finalDisplayedUrl);
      if (landed !== pathnameOf(url))
        throw new Error(`Lighthouse ${url} ended at ${landed}: the page was not measured`);
      runs.push(result.lhr);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  const lhr = computeMedianRun(runs);
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    const name = label.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
    writeFileSync(join(lhrDir, `${name}.json`), JSON.stringify(lhr));
  }
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          lhr.categories.performance.auditRefs.every((r) => r.id !== a.id),
      )
      .map((a) => a.id),
    perRun: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
  };
}

const run = await prepareRun();
const rows = [];
try {
  const browser = await launchChromium();
  let hello;
  try {
    hello = await measureFirstLoad(browser, run.hello, '/', { profiles: ['phone'] });
    for (const route of benchRoutes) {
      const m = await measureRoute(browser, run.site, route, { profiles: ['phone'] });
      rows.push({ route, m });
    }
  } finally {
    await browser.close();
  }
  rows.push({ route: { path: '/', hello: true }, m: hello });

  if (!skipLighthouse) {
    for (const row of rows) {
      const target = row.route.hello ? run.hello : run.site;
      const loggedIn = row.route.login === 'required';
      const cookies = row.route.hello ? [] : cookiesFor(row.route, target.origin, { loggedIn });
      const label = row.route.hello ? 'hello-world' : row.route.path;
      process.stdout.write(`Lighthouse ${label} ×${RUNS} … `);
      const t0 = Date.now();
      row.lh = await lighthouseMedian(target.origin + row.route.path, cookies, label);
      console.log(
        `${((Date.now() - t0) / 1000).toFixed(0)} s (performance per run: ${row.lh.perRun.join(', ')})`,
      );
    }
  }

  const helloJs = hello.jsGzip;
  const fmtMs = (v) => (v === undefined ? '–' : `${Math.round(v)} ms`);
  const lines = [
    `| route | first-load JS (gzip) | × hello-world | first-load CSS (gzip) | requests (first-load files / all) | Perf | A11y | BP | SEO | LCP | TBT | CLS | FCP |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
  ];
  for (const { route, m, lh } of rows) {
    const name = route.hello
      ? 'hello-world (bench/hello)'
      : `\`${route.path}\`${route.login === 'required' ? ' (logged in)' : ''}${route.payer ? ' (payer cookie)' : ''}`;
    const s = lh?.scores ?? {};
    lines.push(
      `| ${name} | ${kb(m.jsGzip)} | ${(m.jsGzip / helloJs).toFixed(2)} | ${kb(m.cssGzip)} | ${m.js.size + m.css.size} / ${m.requests} | ${s.performance ?? '–'} | ${s.accessibility ?? '–'} | ${s['best-practices'] ?? '–'} | ${s.seo ?? '–'} | ${fmtMs(lh?.lcpMs)} | ${fmtMs(lh?.tbtMs)} | ${lh ? lh.cls.toFixed(3) : '–'} | ${fmtMs(lh?.fcpMs)} |`,
    );
  }
  console.log(`\n${lines.join('\n')}\n`);

  const misses = [];
  for (const { route, lh } of rows) {
    if (route.hello || !lh || !targets.routes.includes(route.path)) continue;
    for (const c of CATEGORIES)
      if (lh.scores[c] < targets.lighthouseCategoryScore)
        misses.push(`${route.path} ${c} ${lh.scores[c]} < ${targets.lighthouseCategoryScore}`);
    if (lh.cls > targets.cls)
      misses.push(`${route.path} CLS ${lh.cls.toFixed(3)} > ${targets.cls}`);
    if (lh.tbtMs > targets.tbtMs)
      misses.push(`${route.path} TBT ${Math.round(lh.tbtMs)} ms > ${targets.tbtMs} ms`);
    if (lh.failing.length)
      console.log(`${route.path}: non-performance audits below 1: ${lh.failing.join(', ')}`);
  }
  console.log(
    misses.length
      ? `Targets missed (perf-budget.json "targets"):\n  ${misses.join('\n  ')}`
      : 'All bench targets met.',
  );
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )}; Lighthouse mobile preset, median of ${RUNS}; ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (jsonOut) {
    const json = rows.map(({ route, m, lh }) => ({
      route: route.hello ? 'hello-world' : route.path,
      firstLoadJsGzip: m.jsGzip,
      ratioToHelloWorld: m.jsGzip / helloJs,
      firstLoadCssGzip: m.cssGzip,
      firstLoadFiles: m.js.size + m.css.size,
      requests: m.requests,
      deferredJsGzip: m.deferredGzip,
      lighthouse: lh ?? null,
    }));
    writeFileSync(
      jsonOut,
      `${JSON.stringify({ at: new Date().toISOString(), runs: RUNS, routes: json }, null, 2)}\n`,
    );
    console.log(`wrote ${jsonOut}`);
  }
} finally {
  await run.close();
}

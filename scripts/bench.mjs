#!/usr/bin/env node
// `npm run bench`: the performance figures of docs/architecture.md "Quality bars", in one run.
//
// 1. Builds the production bundle (`npm run build`, prerender included) and the hello-world of
//    bench/hello, serves both with the shipped nginx.conf on loopback, and the mocks/ API as a real
//    HTTP server on loopback (the build's API, analytics and workbench origins point at it).
// 2. For every route of tests/perf/routes.ts marked `bench` (logged in / with the payer cookie
//    where it needs them): first-load JS and CSS (gzip, nginx's level) and request counts, measured
//    in Chromium as tests/perf/check-budgets.mjs does, and the ratio of its first-load JS to the
//    hello-world's.
// 3. Lighthouse 12 (mobile preset: its default config) on the machine's Chromium with the flags of
//    playwright.config.ts, DEFAULT_RUNS runs per URL (scripts/bench-report.mjs; `--runs N` or
//    BENCH_RUNS=N for another count), the median run (Lighthouse's own computeMedianRun): the four
//    category scores, LCP, TBT, CLS, FCP — against perf-budget.json's targets — and each route's
//    LCP and TBT as ratios to the hello-world's of the same run.
// 4. The interaction bench (scripts/bench-interactions.mjs): the buyer's clicks at 4x slowed CPU.
// Prints Markdown tables (docs/bench-log.md keeps a copy of each run) and the machine's
// load average (os.loadavg()) at the start and at the end; `--json FILE` also writes the raw
// figures. `--routes /,/download` measures only those routes (with the hello-world), e.g.
// `npm run bench -- --runs=1 --routes=/` for a quick look. Timings depend on the machine and its
// load: compare runs made on the same machine. One thing here fails (exit code 1): an interaction
// whose median is over perf-budget.json's `benchGates`; the size gates live in `npm test`. The
// arithmetic and the printing are scripts/bench-report.mjs and scripts/interaction-report.mjs
// (unit-tested).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, chromiumFlags, cookiesFor, launchChromium } from '../tests/perf/lib/browser.mjs';
import {
  loadBudget,
  loadRoutes,
  measureFirstLoad,
  measureRoute,
  pathnameOf,
} from '../tests/perf/lib/measure.mjs';
import { prepareRun } from '../tests/perf/lib/workspace.mjs';
import { INTERACTIONS, measureInteractions } from './bench-interactions.mjs';
import { interactionMisses, interactionTable } from './interaction-report.mjs';
import {
  benchFooter,
  benchJson,
  benchOptions,
  benchTable,
  CATEGORIES,
  formatLoadAverage,
  lighthouseFigures,
  LONG_TASK_MS,
  LONG_TASK_WINDOW_MS,
  longTaskLines,
  selectBenchRoutes,
  targetMisses,
} from './bench-report.mjs';

const loadStart = loadavg();
// `--lhr-dir <dir>` also writes each route's median Lighthouse report (JSON) there, to see what
// the main thread did (audits "long-tasks", "bootup-time", "mainthread-work-breakdown").
const {
  runs: RUNS,
  routes: onlyRoutes,
  skipLighthouse,
  jsonOut,
  lhrDir,
  interactionRuns,
  interactions: onlyInteractions,
} = benchOptions(process.argv.slice(2), process.env);
const started = Date.now();
const { targets, benchGates } = loadBudget();
const benchRoutes = selectBenchRoutes(await loadRoutes(), onlyRoutes);
console.log(
  `Bench: ${benchRoutes.map((r) => r.path).join(', ')} and the hello-world; ${skipLighthouse ? 'no Lighthouse' : `Lighthouse ×${RUNS} per URL`}; load average ${formatLoadAverage(loadStart)}.`,
);

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
  const { lhr, ...figures } = lighthouseFigures(runs);
  if (lhrDir) {
    mkdirSync(lhrDir, { recursive: true });
    const name = label.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
    writeFileSync(join(lhrDir, `${name}.json`), JSON.stringify(lhr));
  }
  return figures;
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

  console.log(`\n${benchTable(rows)}\n`);
  if (!skipLighthouse) {
    console.log(
      `Long tasks (> ${LONG_TASK_MS} ms) in the first ${LONG_TASK_WINDOW_MS / 1000} s, median run:\n  ${longTaskLines(rows).join('\n  ')}\n`,
    );
  }
  let interactionRows = [];
  if (onlyInteractions === null || onlyInteractions.length) {
    const unknown = (onlyInteractions ?? []).filter((id) => !INTERACTIONS.some((i) => i.id === id));
    if (unknown.length)
      throw new Error(
        `--interactions: ${unknown.join(', ')} unknown (${INTERACTIONS.map((i) => i.id).join(', ')})`,
      );
    const browser = await launchChromium();
    try {
      console.log(`Interactions ×${interactionRuns} each (4× CPU, mobile 4G):`);
      interactionRows = await measureInteractions(browser, run, {
        runs: interactionRuns,
        only: onlyInteractions,
      });
    } finally {
      await browser.close();
    }
    console.log(`\n${interactionTable(interactionRows)}\n`);
  }
  const { misses: loadMisses, notes } = targetMisses(rows, targets);
  const misses = [...loadMisses, ...interactionMisses(interactionRows, targets.interactions)];
  for (const note of notes) console.log(note);
  console.log(
    misses.length
      ? `Targets missed (perf-budget.json "targets"):\n  ${misses.join('\n  ')}`
      : 'All bench targets met.',
  );
  const gateFailures = interactionMisses(interactionRows, benchGates.interactions);
  if (gateFailures.length) {
    console.log(`Gates failed (perf-budget.json "benchGates"):\n  ${gateFailures.join('\n  ')}`);
    process.exitCode = 1;
  } else if (interactionRows.length) console.log('All bench gates held.');
  const loadEnd = loadavg();
  console.log(
    benchFooter({
      cpuCount: cpus().length,
      cpuModel: cpus()[0]?.model,
      loadStart,
      loadEnd,
      runs: RUNS,
      lighthouse: !skipLighthouse,
      seconds: (Date.now() - started) / 1000,
    }),
  );
  if (jsonOut) {
    const json = benchJson({
      at: new Date().toISOString(),
      runs: skipLighthouse ? 0 : RUNS,
      loadStart,
      loadEnd,
      rows,
      interactions: interactionRows,
    });
    writeFileSync(jsonOut, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`wrote ${jsonOut}`);
  }
} finally {
  await run.close();
}

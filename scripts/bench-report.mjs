// The arithmetic and the printing of `npm run bench` (scripts/bench.mjs), apart from the measuring:
// pure functions of the measured figures (first-load sizes, Lighthouse results, load averages),
// unit-tested with fake Lighthouse results in tests/unit/bench/bench-report.test.ts. Types:
// bench-report.d.mts.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { kb } from '../tests/perf/lib/first-load.mjs';

/** Lighthouse runs per URL when neither `--runs` nor BENCH_RUNS says otherwise. */
export const DEFAULT_RUNS = 5;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The value of `--name=value` or `--name value`, else undefined. */
function flag(argv, name) {
  const prefix = `--${name}=`;
  const inline = argv.find((a) => a.startsWith(prefix));
  if (inline !== undefined) return inline.slice(prefix.length);
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

function wholeNumber(text, name) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, not "${text}"`);
  return value;
}

/** `--name a,b` as ['a', 'b'], or null when not given. */
function listFlag(argv, name) {
  const text = flag(argv, name);
  return text
    ? text
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
    : null;
}

/**
 * The bench's options from its arguments and environment: `--runs N` (else BENCH_RUNS, else
 * DEFAULT_RUNS) Lighthouse runs per URL; `--routes /,/download` measures only those paths of the
 * route table (tests/perf/routes.ts) (the hello-world is always measured: the ratios need it);
 * `--no-lighthouse`, `--json FILE`, `--lhr-dir DIR`; the interaction bench runs each interaction as
 * many times (`--interaction-runs N` for another count), `--interactions id,id` runs only those,
 * `--no-interactions` none.
 */
export function benchOptions(argv, env = {}) {
  const runsText = flag(argv, 'runs') ?? env.BENCH_RUNS;
  const runs =
    runsText === undefined || runsText === ''
      ? DEFAULT_RUNS
      : wholeNumber(runsText, '--runs / BENCH_RUNS');
  return {
    runs,
    routes: listFlag(argv, 'routes'),
    skipLighthouse: argv.includes('--no-lighthouse'),
    jsonOut: flag(argv, 'json') ?? null,
    lhrDir: flag(argv, 'lhr-dir'),
    interactionRuns: wholeNumber(
      flag(argv, 'interaction-runs') ?? String(runs),
      '--interaction-runs',
    ),
    interactions: argv.includes('--no-interactions') ? [] : listFlag(argv, 'interactions'),
  };
}

/**
 * The routes to measure: those marked `bench`, or with `only` (from `--routes`) the routes of that
 * list whatever their mark; an unknown path is an error naming the known ones.
 */
export function selectBenchRoutes(routes, only) {
  if (!only) return routes.filter((r) => r.bench);
  return only.map((path) => {
    const route = routes.find((r) => r.path === path);
    if (!route)
      throw new Error(
        `--routes: ${path} is not in the route table (tests/perf/routes.ts) (${routes.map((r) => r.path).join(', ')})`,
      );
    return route;
  });
}

/**
 * A URL's Lighthouse figures from its runs: those of the median run (Lighthouse's own
 * computeMedianRun: the run nearest the median FCP and TTI) — the four category scores (0–100), LCP,
 * TBT, CLS, FCP — plus each run's performance score and the median run's non-performance audits
 * below 1. `lhr` is the median run itself.
 */
export function lighthouseFigures(runs) {
  const lhr = computeMedianRun(runs);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const performanceRefs = lhr.categories.performance?.auditRefs ?? [];
  return {
    lhr,
    url: lhr.finalDisplayedUrl,
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
          a.score !== undefined &&
          a.score < 1 &&
          !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode) &&
          performanceRefs.every((r) => r.id !== a.id),
      )
      .map((a) => a.id),
    perRun: runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    longTasks: earlyLongTasks(lhr),
  };
}

/** The window and the threshold of docs/decisions/0008-first-load-budget.md "A quiet main thread". */
export const LONG_TASK_WINDOW_MS = 5000;
export const LONG_TASK_MS = 50;

/**
 * The median run's long tasks (Lighthouse's "long-tasks" audit: main-thread tasks over
 * LONG_TASK_MS, with the script they are attributed to) that start in the first
 * LONG_TASK_WINDOW_MS, longest first: what is left to name in the decision record.
 */
export function earlyLongTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .filter((t) => t.startTime < LONG_TASK_WINDOW_MS && t.duration > LONG_TASK_MS)
    .map((t) => ({ url: t.url, startMs: t.startTime, durationMs: t.duration }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** A short name for a task's script: its file name without the build hash, or the page itself. */
function taskSource(url, pageUrl) {
  if (!url || url === 'Unattributable') return 'unattributable';
  if (url === pageUrl) return 'the document';
  const file = url.split('/').pop() ?? url;
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

/**
 * One line per route: its long tasks in the first LONG_TASK_WINDOW_MS ("none" when quiet), as
 * `source @start ms: duration ms`.
 */
export function longTaskLines(rows) {
  const lines = [];
  for (const { route, lh } of rows) {
    if (!lh?.longTasks) continue;
    const name = route.hello ? 'hello-world' : route.path;
    const tasks = lh.longTasks.map(
      (t) =>
        `${taskSource(t.url, lh.url)} @${Math.round(t.startMs)} ms: ${Math.round(t.durationMs)} ms`,
    );
    lines.push(`${name}: ${tasks.length ? tasks.join('; ') : 'none'}`);
  }
  return lines;
}

/** `value / base`; undefined when either is unknown or the base is not above 0. */
export function ratioTo(value, base) {
  if (typeof value !== 'number' || typeof base !== 'number' || !(base > 0)) return undefined;
  return value / base;
}

/**
 * Each row with its ratios to the hello-world row of the same run (`route.hello`): first-load JS,
 * and the median run's LCP and TBT.
 */
export function withRatios(rows) {
  const hello = rows.find((r) => r.route.hello);
  return rows.map((row) => ({
    ...row,
    ratios: {
      js: ratioTo(row.m.jsGzip, hello?.m.jsGzip),
      lcp: ratioTo(row.lh?.lcpMs, hello?.lh?.lcpMs),
      tbt: ratioTo(row.lh?.tbtMs, hello?.lh?.tbtMs),
    },
  }));
}

const DASH = '–';
const fmtMs = (v) => (typeof v === 'number' ? `${Math.round(v)} ms` : DASH);
const fmtRatio = (r) => (r === undefined ? DASH : `${r.toFixed(2)}×`);

function routeName(route) {
  if (route.hello) return 'hello-world (bench/hello)';
  return `\`${route.path}\`${route.login === 'required' ? ' (logged in)' : ''}${route.payer ? ' (payer cookie)' : ''}`;
}

/**
 * The Markdown table of a run (docs/bench-log.md keeps a copy of each run): per route its
 * first-load sizes and requests, the median Lighthouse run's scores and timings, and its first-load
 * JS, LCP and TBT as ratios to the hello-world's (a ratio is "–" when a figure is missing or the
 * hello-world's is 0, as its TBT can be).
 */
export function benchTable(rows) {
  const lines = [
    '| route | first-load JS (gzip) | JS × hello | first-load CSS (gzip) | requests (first-load files / all) | Perf | A11y | BP | SEO | LCP | LCP × hello | TBT | TBT × hello | CLS | FCP |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { route, m, lh, ratios } of withRatios(rows)) {
    const s = lh?.scores ?? {};
    const cells = [
      routeName(route),
      kb(m.jsGzip),
      fmtRatio(ratios.js),
      kb(m.cssGzip),
      `${m.js.size + m.css.size} / ${m.requests}`,
      s.performance ?? DASH,
      s.accessibility ?? DASH,
      s['best-practices'] ?? DASH,
      s.seo ?? DASH,
      fmtMs(lh?.lcpMs),
      fmtRatio(ratios.lcp),
      fmtMs(lh?.tbtMs),
      fmtRatio(ratios.tbt),
      typeof lh?.cls === 'number' ? lh.cls.toFixed(3) : DASH,
      fmtMs(lh?.fcpMs),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * perf-budget.json's `targets` against the run: `misses` (category scores, CLS, TBT of the target
 * routes) and `notes` (a target route's non-performance audits below 1).
 */
export function targetMisses(rows, targets) {
  const misses = [];
  const notes = [];
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
      notes.push(`${route.path}: non-performance audits below 1: ${lh.failing.join(', ')}`);
  }
  return { misses, notes };
}

/** `os.loadavg()` as "1.23 / 0.98 / 0.70" (1, 5 and 15 minutes). */
export const formatLoadAverage = (load) => load.map((l) => l.toFixed(2)).join(' / ');

/** The run's closing line: the machine, its load average at the start and at the end, the runs. */
export function benchFooter({ cpuCount, cpuModel, loadStart, loadEnd, runs, lighthouse, seconds }) {
  return [
    `Machine: ${cpuCount} × ${cpuModel || 'CPU'}; load average (1 / 5 / 15 min) at the start ${formatLoadAverage(loadStart)}, at the end ${formatLoadAverage(loadEnd)}.`,
    `${lighthouse ? `Lighthouse mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per URL` : 'No Lighthouse (--no-lighthouse)'}; ${Math.round(seconds)} s.`,
  ].join('\n');
}

/** What `--json FILE` writes: the run's raw figures, ratios included. */
export function benchJson({ at, runs, loadStart, loadEnd, rows, interactions = [] }) {
  return {
    at,
    runs,
    loadAverage: { start: loadStart, end: loadEnd },
    interactions,
    routes: withRatios(rows).map(({ route, m, lh, ratios }) => ({
      route: route.hello ? 'hello-world' : route.path,
      firstLoadJsGzip: m.jsGzip,
      ratioToHelloWorld: ratios.js ?? null,
      firstLoadCssGzip: m.cssGzip,
      firstLoadFiles: m.js.size + m.css.size,
      requests: m.requests,
      deferredJsGzip: m.deferredGzip,
      lighthouse: lh
        ? {
            scores: lh.scores,
            lcpMs: lh.lcpMs,
            tbtMs: lh.tbtMs,
            cls: lh.cls,
            fcpMs: lh.fcpMs,
            failing: lh.failing,
            perRun: lh.perRun,
            lcpRatioToHelloWorld: ratios.lcp ?? null,
            tbtRatioToHelloWorld: ratios.tbt ?? null,
          }
        : null,
    })),
  };
}

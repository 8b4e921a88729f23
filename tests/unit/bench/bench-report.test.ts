import { describe, expect, it } from 'vitest';
import {
  benchFooter,
  benchJson,
  benchOptions,
  benchTable,
  DEFAULT_RUNS,
  formatLoadAverage,
  earlyLongTasks,
  lighthouseFigures,
  longTaskLines,
  ratioTo,
  selectBenchRoutes,
  targetMisses,
  withRatios,
  type BenchRow,
  type FirstLoad,
  type LighthouseFigures,
  type LighthouseResult,
} from '../../../scripts/bench-report.mjs';

/**
 * `npm run bench`'s arithmetic and printing (scripts/bench-report.mjs) on fake Lighthouse results:
 * the bench itself is never run here (it builds, serves and runs Lighthouse for minutes).
 */

const PERF_AUDITS = [
  'first-contentful-paint',
  'interactive',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** A Lighthouse result with the fields the bench reads. */
function fakeLhr({
  perf = 0.9,
  fcp,
  tti,
  lcp,
  tbt,
  cls = 0,
  a11y = 1,
}: {
  perf?: number;
  fcp: number;
  tti: number;
  lcp: number;
  tbt: number;
  cls?: number;
  a11y?: number;
}): LighthouseResult {
  const numeric = (id: string, numericValue: number, score = 0.9) => ({
    id,
    score,
    scoreDisplayMode: 'numeric',
    numericValue,
  });
  return {
    categories: {
      performance: { score: perf, auditRefs: PERF_AUDITS.map((id) => ({ id })) },
      accessibility: { score: a11y },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': numeric('first-contentful-paint', fcp),
      interactive: numeric('interactive', tti),
      'largest-contentful-paint': numeric('largest-contentful-paint', lcp),
      'total-blocking-time': numeric('total-blocking-time', tbt, 0.5),
      'cumulative-layout-shift': numeric('cumulative-layout-shift', cls, 1),
      'speed-index': numeric('speed-index', 2000, 0.7),
      'color-contrast': {
        id: 'color-contrast',
        score: a11y < 1 ? 0 : 1,
        scoreDisplayMode: 'binary',
      },
      'bf-cache': { id: 'bf-cache', score: 0, scoreDisplayMode: 'informative' },
      'screenshot-thumbnails': { id: 'screenshot-thumbnails', score: null },
    },
  };
}

const firstLoad = (jsGzip: number, cssGzip = 4000): FirstLoad => ({
  jsGzip,
  cssGzip,
  js: { size: 5 },
  css: { size: 1 },
  requests: 12,
  deferredGzip: 50_000,
});

const figures = (lcpMs: number, tbtMs: number, perf = 90, cls = 0): LighthouseFigures => ({
  scores: { performance: perf, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls,
  fcpMs: lcpMs - 100,
  failing: [],
  perRun: [perf, perf, perf, perf, perf],
});

/** A run: two bench routes and the hello-world, measured together. */
const ROWS: BenchRow[] = [
  { route: { path: '/', bench: true }, m: firstLoad(141_100), lh: figures(2219, 230, 92) },
  {
    route: { path: '/profile/packages', bench: true, login: 'required' },
    m: firstLoad(160_000),
    lh: figures(3829, 300, 78),
  },
  { route: { path: '/', hello: true }, m: firstLoad(123_600, 0), lh: figures(1882, 14, 99) },
];

describe('Lighthouse figures of a URL: the median run', () => {
  it("takes the run nearest the median FCP and TTI (Lighthouse's computeMedianRun) and lists every run's score", () => {
    const runs = [
      fakeLhr({ perf: 0.81, fcp: 2400, tti: 5200, lcp: 4100, tbt: 400 }),
      fakeLhr({ perf: 0.92, fcp: 1900, tti: 3900, lcp: 2300, tbt: 150 }),
      fakeLhr({ perf: 0.88, fcp: 2050, tti: 4300, lcp: 2600, tbt: 210 }), // the median one
      fakeLhr({ perf: 0.86, fcp: 2100, tti: 4500, lcp: 2700, tbt: 260, a11y: 0.96 }),
      fakeLhr({ perf: 0.9, fcp: 2000, tti: 4100, lcp: 2500, tbt: 190 }),
    ];
    const { lhr, ...result } = lighthouseFigures(runs);
    expect(lhr).toBe(runs[2]);
    expect(result).toEqual({
      scores: { performance: 88, accessibility: 100, 'best-practices': 100, seo: 100 },
      lcpMs: 2600,
      tbtMs: 210,
      cls: 0,
      fcpMs: 2050,
      failing: [],
      perRun: [81, 92, 88, 86, 90],
      url: undefined,
      longTasks: [],
    });
  });

  it('lists the median run’s failing non-performance audits (not informative ones, not performance ones)', () => {
    const run = fakeLhr({ fcp: 1000, tti: 2000, lcp: 1200, tbt: 0, a11y: 0.9 });
    expect(lighthouseFigures([run]).failing).toEqual(['color-contrast']);
  });
});

describe('long tasks in the first 5 s of the median run', () => {
  const withTasks = (items: { url: string; startTime: number; duration: number }[]) => {
    const lhr = fakeLhr({ fcp: 1000, tti: 2000, lcp: 1200, tbt: 0 });
    lhr.finalDisplayedUrl = 'http://127.0.0.1:4400/download';
    lhr.audits['long-tasks'] = { id: 'long-tasks', details: { items } };
    return lhr;
  };

  it('keeps the tasks over 50 ms that start before 5 s, longest first', () => {
    const lhr = withTasks([
      { url: 'http://127.0.0.1:4400/assets/index-AbC12_xy.js', startTime: 900, duration: 62 },
      { url: 'http://127.0.0.1:4400/assets/sdk-Zz99aa00.js', startTime: 3100, duration: 140 },
      { url: 'http://127.0.0.1:4400/assets/late-00000000.js', startTime: 5200, duration: 300 },
      { url: 'Unattributable', startTime: 400, duration: 50 },
    ]);
    expect(earlyLongTasks(lhr)).toEqual([
      { url: 'http://127.0.0.1:4400/assets/sdk-Zz99aa00.js', startMs: 3100, durationMs: 140 },
      { url: 'http://127.0.0.1:4400/assets/index-AbC12_xy.js', startMs: 900, durationMs: 62 },
    ]);
  });

  it('prints one line per route, naming each task by its script without the build hash', () => {
    const lhr = withTasks([
      { url: 'http://127.0.0.1:4400/assets/sdk-Zz99aa00.js', startTime: 3100.4, duration: 140.2 },
      { url: 'http://127.0.0.1:4400/download', startTime: 800, duration: 75 },
      { url: 'Unattributable', startTime: 1200, duration: 51 },
    ]);
    const { lhr: _median, ...lh } = lighthouseFigures([lhr]);
    const quiet = { ...figures(1800, 10), longTasks: [] };
    const lines = longTaskLines([
      { route: { path: '/download', bench: true }, m: firstLoad(150_000), lh },
      { route: { path: '/', hello: true }, m: firstLoad(123_600, 0), lh: quiet },
    ]);
    expect(lines).toEqual([
      '/download: sdk.js @3100 ms: 140 ms; the document @800 ms: 75 ms; unattributable @1200 ms: 51 ms',
      'hello-world: none',
    ]);
  });
});

describe('ratios to the hello-world of the same run', () => {
  it('divides by the base; none when a figure is missing or the base is 0', () => {
    expect(ratioTo(2219, 1882)).toBeCloseTo(1.179, 3);
    expect(ratioTo(undefined, 1882)).toBeUndefined();
    expect(ratioTo(230, undefined)).toBeUndefined();
    expect(ratioTo(230, 0)).toBeUndefined();
  });

  it('gives every row its first-load JS, LCP and TBT ratios (the hello-world: 1)', () => {
    const [home, packages, hello] = withRatios(ROWS);
    expect(home!.ratios.js).toBeCloseTo(141_100 / 123_600);
    expect(home!.ratios.lcp).toBeCloseTo(2219 / 1882);
    expect(home!.ratios.tbt).toBeCloseTo(230 / 14);
    expect(packages!.ratios.lcp).toBeCloseTo(3829 / 1882);
    expect(hello!.ratios).toEqual({ js: 1, lcp: 1, tbt: 1 });
  });
});

describe('the printed table', () => {
  it('has LCP and TBT with their ratios to the hello-world per route', () => {
    const lines = benchTable(ROWS).split('\n');
    expect(lines).toHaveLength(2 + ROWS.length);
    expect(lines[0]).toBe(
      '| route | first-load JS (gzip) | JS × hello | first-load CSS (gzip) | requests (first-load files / all) | Perf | A11y | BP | SEO | LCP | LCP × hello | TBT | TBT × hello | CLS | FCP |',
    );
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
    expect(cells(lines[2]!)).toEqual([
      '`/`',
      '141.1 KB',
      '1.14×',
      '4.0 KB',
      '6 / 12',
      '92',
      '100',
      '100',
      '100',
      '2219 ms',
      '1.18×',
      '230 ms',
      '16.43×',
      '0.000',
      '2119 ms',
    ]);
    expect(cells(lines[3]!).slice(0, 1)).toEqual(['`/profile/packages` (logged in)']);
    expect(cells(lines[3]!).slice(9, 13)).toEqual(['3829 ms', '2.03×', '300 ms', '21.43×']);
    expect(cells(lines[4]!)).toEqual([
      'hello-world (bench/hello)',
      '123.6 KB',
      '1.00×',
      '0.0 KB',
      '6 / 12',
      '99',
      '100',
      '100',
      '100',
      '1882 ms',
      '1.00×',
      '14 ms',
      '1.00×',
      '0.000',
      '1782 ms',
    ]);
  });

  it('a hello-world TBT of 0 gives no TBT ratio; no Lighthouse gives dashes', () => {
    const zeroTbt = benchTable([ROWS[0]!, { ...ROWS[2]!, lh: figures(1882, 0, 100) }]);
    expect(zeroTbt.split('\n')[2]).toContain('| 230 ms | – |');
    const sizesOnly = benchTable(ROWS.map(({ route, m }) => ({ route, m })));
    expect(sizesOnly.split('\n')[2]).toBe(
      '| `/` | 141.1 KB | 1.14× | 4.0 KB | 6 / 12 | – | – | – | – | – | – | – | – | – | – |',
    );
  });
});

describe('targets, load average, JSON', () => {
  it('reports the target routes’ misses (scores, CLS, TBT) and their failing audits', () => {
    const rows: BenchRow[] = [
      {
        route: { path: '/' },
        m: firstLoad(1),
        lh: { ...figures(2000, 230, 92, 0.02), failing: ['errors-in-console'] },
      },
      { route: { path: '/profile/packages' }, m: firstLoad(1), lh: figures(3000, 900, 50) },
      { route: { path: '/', hello: true }, m: firstLoad(1), lh: figures(1800, 900, 60) },
    ];
    expect(
      targetMisses(rows, { routes: ['/'], lighthouseCategoryScore: 100, cls: 0.01, tbtMs: 50 }),
    ).toEqual({
      misses: ['/ performance 92 < 100', '/ CLS 0.020 > 0.01', '/ TBT 230 ms > 50 ms'],
      notes: ['/: non-performance audits below 1: errors-in-console'],
    });
  });

  it('prints the load average at the start and at the end of the run', () => {
    expect(formatLoadAverage([1.234, 0.5, 3])).toBe('1.23 / 0.50 / 3.00');
    const footer = benchFooter({
      cpuCount: 2,
      cpuModel: 'AMD EPYC',
      loadStart: [1.2, 1.5, 2],
      loadEnd: [3.4, 2.1, 2.2],
      runs: 5,
      lighthouse: true,
      seconds: 612.4,
    });
    expect(footer).toContain('2 × AMD EPYC');
    expect(footer).toContain('at the start 1.20 / 1.50 / 2.00, at the end 3.40 / 2.10 / 2.20');
    expect(footer).toContain('median of 5 runs per URL; 612 s.');
    expect(
      benchFooter({
        cpuCount: 2,
        cpuModel: undefined,
        loadStart: [0, 0, 0],
        loadEnd: [0, 0, 0],
        runs: 1,
        lighthouse: true,
        seconds: 1,
      }),
    ).toContain('median of 1 run per URL');
  });

  it('writes the ratios and the load averages into the JSON, not the Lighthouse reports', () => {
    const json = benchJson({
      at: '2026-11-25T00:00:00.000Z',
      runs: 5,
      loadStart: [1, 1, 1],
      loadEnd: [2, 2, 2],
      rows: ROWS,
    });
    expect(json.loadAverage).toEqual({ start: [1, 1, 1], end: [2, 2, 2] });
    const home = json.routes[0] as {
      route: string;
      ratioToHelloWorld: number;
      lighthouse: Record<string, unknown>;
    };
    expect(home.route).toBe('/');
    expect(home.ratioToHelloWorld).toBeCloseTo(141_100 / 123_600);
    expect(home.lighthouse).toMatchObject({ lcpMs: 2219, tbtMs: 230 });
    expect(home.lighthouse.lcpRatioToHelloWorld).toBeCloseTo(2219 / 1882);
    expect(home.lighthouse.tbtRatioToHelloWorld).toBeCloseTo(230 / 14);
    expect(json.routes[2]!.route).toBe('hello-world');
  });
});

describe('options', () => {
  it(`runs Lighthouse ${DEFAULT_RUNS} times per URL unless --runs or BENCH_RUNS says otherwise`, () => {
    expect(DEFAULT_RUNS).toBe(5);
    expect(benchOptions([]).runs).toBe(5);
    expect(benchOptions([], { BENCH_RUNS: '3' }).runs).toBe(3);
    expect(benchOptions(['--runs=1'], { BENCH_RUNS: '3' }).runs).toBe(1);
    expect(benchOptions(['--runs', '2']).runs).toBe(2);
    expect(() => benchOptions(['--runs=0'])).toThrow(/whole number/);
    expect(() => benchOptions([], { BENCH_RUNS: 'many' })).toThrow(/whole number/);
  });

  it("reads the interaction bench's options: its runs, which interactions, or none", () => {
    expect(benchOptions(['--runs=3']).interactionRuns).toBe(3);
    expect(benchOptions(['--interaction-runs=7']).interactionRuns).toBe(7);
    expect(benchOptions(['--interactions', 'buy-open,pay-qr']).interactions).toEqual([
      'buy-open',
      'pay-qr',
    ]);
    expect(benchOptions(['--no-interactions']).interactions).toEqual([]);
    expect(() => benchOptions(['--interaction-runs=0'])).toThrow(/whole number/);
  });

  it('reads --routes, --no-lighthouse, --json and --lhr-dir', () => {
    expect(benchOptions(['--routes=/,/download', '--no-lighthouse', '--json', 'out.json'])).toEqual(
      {
        runs: 5,
        routes: ['/', '/download'],
        skipLighthouse: true,
        jsonOut: 'out.json',
        lhrDir: undefined,
        interactionRuns: 5,
        interactions: null,
      },
    );
    expect(benchOptions(['--lhr-dir', 'lhr']).lhrDir).toBe('lhr');
  });

  it('measures the bench routes, or the ones --routes names', () => {
    const routes = [
      { path: '/', bench: true },
      { path: '/help' },
      { path: '/download', bench: true },
    ];
    expect(selectBenchRoutes(routes, null).map((r) => r.path)).toEqual(['/', '/download']);
    expect(selectBenchRoutes(routes, ['/help']).map((r) => r.path)).toEqual(['/help']);
    expect(() => selectBenchRoutes(routes, ['/nope'])).toThrow(/\/nope is not in/);
  });
});

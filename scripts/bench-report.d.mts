// Types of scripts/bench-report.mjs, for its unit test (tests/unit/bench/bench-report.test.ts).

export interface BenchRoute {
  path: string;
  bench?: boolean;
  hello?: boolean;
  login?: string;
  payer?: boolean;
}

/** What tests/perf/lib/measure.mjs reports of a route's first load (the fields used here). */
export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
  js: { size: number };
  css: { size: number };
  requests: number;
  deferredGzip?: number;
}

/** The part of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] } | undefined>;
  audits: Record<
    string,
    {
      id: string;
      score?: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      details?: { items?: { url: string; startTime: number; duration: number }[] };
    }
  >;
}

export interface LongTask {
  url: string;
  startMs: number;
  durationMs: number;
}

export interface LighthouseFigures {
  scores: Record<string, number>;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  fcpMs: number | undefined;
  failing: string[];
  perRun: number[];
  /** The page's URL as Lighthouse ended on it. */
  url?: string | undefined;
  longTasks?: LongTask[];
}

export interface BenchRow {
  route: BenchRoute;
  m: FirstLoad;
  lh?: LighthouseFigures;
}

export interface Ratios {
  js: number | undefined;
  lcp: number | undefined;
  tbt: number | undefined;
}

export interface BenchTargets {
  routes: string[];
  lighthouseCategoryScore: number;
  cls: number;
  tbtMs: number;
}

export const DEFAULT_RUNS: number;
export const CATEGORIES: string[];

export function benchOptions(
  argv: string[],
  env?: Record<string, string | undefined>,
): {
  runs: number;
  routes: string[] | null;
  skipLighthouse: boolean;
  jsonOut: string | null;
  lhrDir: string | undefined;
  interactionRuns: number;
  /** null: all; []: none. */
  interactions: string[] | null;
};
export function selectBenchRoutes(routes: BenchRoute[], only: string[] | null): BenchRoute[];
export function lighthouseFigures(
  runs: LighthouseResult[],
): LighthouseFigures & { lhr: LighthouseResult };
export const LONG_TASK_WINDOW_MS: number;
export const LONG_TASK_MS: number;
export function earlyLongTasks(lhr: LighthouseResult): LongTask[];
export function longTaskLines(rows: BenchRow[]): string[];
export function ratioTo(value: unknown, base: unknown): number | undefined;
export function withRatios(rows: BenchRow[]): (BenchRow & { ratios: Ratios })[];
export function benchTable(rows: BenchRow[]): string;
export function targetMisses(
  rows: BenchRow[],
  targets: BenchTargets,
): { misses: string[]; notes: string[] };
export function formatLoadAverage(load: number[]): string;
export function benchFooter(run: {
  cpuCount: number;
  cpuModel: string | undefined;
  loadStart: number[];
  loadEnd: number[];
  runs: number;
  lighthouse: boolean;
  seconds: number;
}): string;
export function benchJson(run: {
  at: string;
  runs: number;
  loadStart: number[];
  loadEnd: number[];
  rows: BenchRow[];
  /** The interaction bench's rows (scripts/interaction-report.mjs `summarize`). */
  interactions?: unknown[];
}): {
  at: string;
  runs: number;
  loadAverage: { start: number[]; end: number[] };
  interactions: unknown[];
  routes: Record<string, unknown>[];
};

/**
 * Client errors as analytics events (docs/tracking-plan.md `client_error`): uncaught errors,
 * unhandled rejections, the failures the app reports itself (API calls, error boundaries), chunk
 * loads that failed and the reloads they caused. Each is scrubbed of personal data, sent once per
 * tab session, and rate-limited; sending never blocks the page (the sink queues). The sink is
 * whoever collects them: the analytics SDK (./index.ts).
 */
import type { ClientErrorReport } from '@/shared/events/client-errors';
import { toHalfWidth } from '@/shared/validators';
import type { TrackingPlan } from '@/shared/events/tracking-plan';

export type ClientErrorProperties = TrackingPlan['client_error'];
export type ErrorSink = (properties: ClientErrorProperties) => void;

const MAX_TEXT = 200;
export const MAX_PER_MINUTE = 10;
export const MAX_PER_PAGE = 30;

/**
 * What must never leave the browser in an error: phone numbers (full-width digits and separators
 * too), tokens and trade numbers (long runs of letters and digits), query strings and fragments of
 * URLs, e-mail addresses. The text is cut first, so a huge server message costs what a short one
 * does.
 */
export function scrub(text: string): string {
  return redact(cut(text)).slice(0, MAX_TEXT);
}

/**
 * The first MAX_TEXT characters, half-width, and the rest of a word the cut splits (up to MAX_TEXT
 * more): the first half of a token, phone number or e-mail address would slip past the patterns.
 * Only what is kept is made half-width: the mapping keeps the length.
 */
function cut(text: string): string {
  const window = toHalfWidth(text.slice(0, 2 * MAX_TEXT + 1));
  let end = MAX_TEXT;
  while (end < 2 * MAX_TEXT && continuesWord(window, end)) end += 1;
  return window.slice(0, end);
}

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';

/** Whether the character at `at` belongs to the word before it (a phone number's gaps too). */
function continuesWord(text: string, at: number): boolean {
  const ch = text[at];
  if (ch === undefined) return false;
  if (/[\w.+@-]/.test(ch)) return true;
  return /\s/.test(ch) && isDigit(text[at - 1]) && isDigit(text[at + 1]);
}

/**
 * The redactions, in order. Each reads the text once (no pattern retries a long run from every
 * character in it), so they stay linear in its length; scrub only hands them short text.
 */
export function redact(text: string): string {
  return (
    text
      .replace(/[\w.+@-]+/g, (run) => (run.includes('@') ? redactEmails(run) : run))
      .replace(/(https?:\/\/[^\s?#'"]*)(?:[?#][^\s'"]*)?/g, '$1')
      // Bounded: at most 24 characters from any start, and [\s-] and \d never both match.
      .replace(/(^|[^\w-])\+?(?:86[\s-]?)?1[3-9]\d(?:[\s-]?\d){8}(?!\d)/g, '$1<phone>')
      // A run of letters, digits, `_` and `-`, at least 16 from its first to its last letter or
      // digit, with a digit in it.
      .replace(/\w[\w-]{14,}\w/g, (run) => (/\d/.test(run) ? '<id>' : run))
      .replace(/\d{6,}/g, '<n>')
  );
}

/**
 * The e-mail addresses (`local@domain.tld`) in a run of [\w.+@-]: what /[\w.+-]+@[\w-]+\.[\w.-]+/g
 * replaces, found from the `@`s rather than by trying every character as the start of one.
 */
function redactEmails(run: string): string {
  const [first = '', ...rest] = run.split('@');
  let out = '';
  let local = first; // what is left before the next `@`
  for (const part of rest) {
    const domain = /^[\w-]+\.[\w.-]+/.exec(part)?.[0];
    if (local && domain) {
      out += '<email>';
      local = part.slice(domain.length);
    } else {
      out += `${local}@`;
      local = part;
    }
  }
  return out + local;
}

/**
 * Where an error was thrown (a script URL, line and column): the file names of the build's
 * chunks stay, they are the point of the report; only a query or fragment goes.
 */
function scrubSource(source: string): string {
  return source.replace(/[?#][^:\s]*/g, '').slice(0, MAX_TEXT);
}

/** An endpoint as its path: no origin, no query, ids scrubbed. */
function endpointOf(url: string): string {
  try {
    return scrub(new URL(url, 'http://x').pathname);
  } catch {
    return scrub(url.split('?')[0] ?? '');
  }
}

/** The browser family and major version, from the user agent (no other detail). */
export function browserOf(userAgent: string): string {
  const rules: [RegExp, string][] = [
    [/MicroMessenger\/(\d+)/, 'WeChat'],
    [/EdgA?\/(\d+)/, 'Edge'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
    [/Version\/(\d+)[\d.]* .*Safari/, 'Safari'],
    [/AppleWebKit\/(\d+)/, 'WebKit'],
  ];
  for (const [pattern, name] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'other';
}

export interface ErrorReporterDeps {
  sink: ErrorSink;
  now: () => number;
  route: () => string;
  buildId: string;
  browser: string;
  /** Keys already sent in this tab session (kept across reloads by the caller). */
  sent: { has: (key: string) => boolean; add: (key: string) => void };
}

/** At most MAX_PER_MINUTE in any minute and MAX_PER_PAGE in all. */
function rateBudget() {
  const times: number[] = [];
  let taken = 0;
  return {
    take(now: number): boolean {
      while (times.length && now - (times[0] ?? 0) >= 60_000) times.shift();
      if (times.length >= MAX_PER_MINUTE || taken >= MAX_PER_PAGE) return false;
      times.push(now);
      taken += 1;
      return true;
    },
  };
}

/** Scrubs, de-duplicates per tab session and rate-limits; returns whether the report was sent. */
export function createErrorReporter(deps: ErrorReporterDeps) {
  // A business answer (a wrong SMS code, a package no longer sold) is expected now and then: it
  // has its own budget, so that a run of them cannot crowd out a real failure.
  const budgets = { business: rateBudget(), failure: rateBudget() };
  return (report: ClientErrorReport): boolean => {
    const properties: ClientErrorProperties = {
      kind: report.kind,
      message: scrub(report.message),
      name: scrub(report.name ?? ''),
      source: scrubSource(report.source ?? ''),
      endpoint: report.endpoint ? endpointOf(report.endpoint) : '',
      status: report.status ?? 0,
      code: report.code ?? 0,
      reason: report.reason ?? '',
      route: scrub(deps.route()),
      build_id: deps.buildId,
      browser: deps.browser,
    };
    const key = [
      properties.kind,
      properties.name,
      properties.message,
      properties.source,
      properties.endpoint,
      properties.status,
      properties.code,
      properties.route,
    ].join('|');
    if (deps.sent.has(key)) return false;
    const budget = report.reason === 'business' ? budgets.business : budgets.failure;
    if (!budget.take(deps.now())) return false;
    deps.sent.add(key);
    deps.sink(properties);
    return true;
  };
}

/** A report of what a window `error` or `unhandledrejection` event carries. */
export function reportOfEvent(event: Event): ClientErrorReport | null {
  if (typeof PromiseRejectionEvent !== 'undefined' && event instanceof PromiseRejectionEvent) {
    const reason: unknown = event.reason;
    const error = reason instanceof Error ? reason : undefined;
    return {
      kind: 'rejection',
      message: error?.message ?? String(reason),
      ...(error ? { name: error.name } : {}),
    };
  }
  if (!(event instanceof ErrorEvent)) return null; // a resource that failed to load: not ours
  const error: unknown = event.error;
  return {
    kind: 'uncaught',
    message: event.message || (error instanceof Error ? error.message : String(error)),
    ...(error instanceof Error ? { name: error.name } : {}),
    ...(event.filename ? { source: `${event.filename}:${event.lineno}:${event.colno}` } : {}),
  };
}

import { describe, expect, it } from 'vitest';
import {
  browserOf,
  createErrorReporter,
  MAX_PER_MINUTE,
  MAX_PER_PAGE,
  redact,
  reportOfEvent,
  scrub,
  type ClientErrorProperties,
} from '@/features/analytics/error-reporter';

function reporter(now = { t: 0 }) {
  const sent: ClientErrorProperties[] = [];
  const keys = new Set<string>();
  const report = createErrorReporter({
    sink: (p) => sent.push(p),
    now: () => now.t,
    route: () => '/payment',
    buildId: 'b1',
    browser: 'Chrome 142',
    sent: { has: (k) => keys.has(k), add: (k) => keys.add(k) },
  });
  return { report, sent, now, keys };
}

describe('client errors: scrubbing (no personal data leaves)', () => {
  it.each([
    ['手机号 13800138000 已注册', '手机号 <phone> 已注册'],
    ['call +8613912345678 now', 'call <phone> now'],
    ['手机 138 1234 5678 / 138-1234-5678', '手机 <phone> / <phone>'],
    ['全角 １３８００１３８０００', '全角 <phone>'],
    ['order T2026112800012345 failed', 'order <id> failed'],
    ['token mt_10001_abcdef0123456789xyz expired', 'token <id> expired'],
    ['https://api.x.cn/v1/pay?out_trade_no=T1&phone=138 bad', 'https://api.x.cn/v1/pay bad'],
    ['mail me: a.b@example.com', 'mail me: <email>'],
    ['count 12345678', 'count <n>'],
    [
      "Cannot read properties of undefined (reading 'price')",
      "Cannot read properties of undefined (reading 'price')",
    ],
  ])('%s → %s', (input, output) => {
    expect(scrub(input)).toBe(output);
  });

  it("keeps a chunk's file name in the source, without its query", () => {
    const { report, sent } = reporter();
    report({
      kind: 'uncaught',
      message: 'x',
      source: 'https://www.example-retouch.cn/assets/purchase-dialogs-Bx3kLm9Q.js?v=1:1:123456',
    });
    expect(sent[0]?.source).toBe(
      'https://www.example-retouch.cn/assets/purchase-dialogs-Bx3kLm9Q.js:1:123456',
    );
  });

  it('cuts long messages to 200 characters', () => {
    expect(scrub('x'.repeat(500))).toHaveLength(200);
  });

  it.each([
    ['13800138000', 194, '<phone>'],
    ['138 1234 5678', 194, '<phone>'],
    ['+86 138-1234-5678', 194, '<phone>'],
    ['T2026112800012345', 190, '<id>'],
    ['a.b@example.com', 190, '<email>'],
  ])('%s across the cut at 200 characters goes whole', (secret, at, redacted) => {
    const text = 'x '.repeat(at / 2);
    expect(scrub(`${text}${secret} and more`)).toBe(`${text}${redacted}`.slice(0, 200));
  });

  // Runs of letters, digits and dashes with no space or @ in them: a backtracking pattern retries
  // them from every character, in time quadratic in the message's length.
  const LONG_RUNS = 'abcd-efgh-'.repeat(10) + 'a1b2c3d4e5';

  it('cuts before it redacts: a 1 MB message in under 20 ms, what is kept still scrubbed', () => {
    const head =
      '手机 13800138000，token mt_10001_abcdef0123456789xyz，全角 １３８００１３８０００，mail a.b@example.com ';
    const message = [
      head,
      ...Array<string>(Math.ceil(2 ** 20 / LONG_RUNS.length)).fill(LONG_RUNS),
    ].join('');
    expect(message.length).toBeGreaterThan(2 ** 20);
    const started = performance.now();
    const scrubbed = scrub(message);
    const took = performance.now() - started;
    expect(scrubbed).toBe('手机 <phone>,token <id>,全角 <phone>,mail <email> <id>');
    expect(took).toBeLessThan(20);
  });

  it('each pattern reads the text once: 1 MB of the runs that made them retry, in well under a second', () => {
    const worst = [
      LONG_RUNS,
      'x'.repeat(1000),
      'a.b+c@d@'.repeat(100),
      'http://'.repeat(100),
      '1 2-'.repeat(100),
    ];
    const chunks: string[] = [];
    for (let size = 0, i = 0; size < 2 ** 20; i += 1) {
      const chunk = worst[i % worst.length] ?? '';
      chunks.push(chunk);
      size += chunk.length;
    }
    const message = `call 13800138000 ${chunks.join('')} mail a.b@example.com`;
    const started = performance.now();
    const redacted = redact(message);
    // Linear, this stays well under the limit; a quadratic pattern would not.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(redacted.startsWith('call <phone> <id>')).toBe(true);
    expect(redacted.endsWith(' mail <email>')).toBe(true);
  });
});

describe('client errors: one per tab session, rate-limited', () => {
  it('sends the scrubbed report with route, build and browser; an API call as its path', () => {
    const { report, sent } = reporter();
    report({
      kind: 'api',
      name: 'ApiError',
      message: '服务器开小差了',
      endpoint: 'https://api.example-retouch.cn/v1/api/order/union_order_state?out_trade_no=T123',
      status: 500,
      reason: 'http',
    });
    expect(sent).toEqual([
      {
        kind: 'api',
        message: '服务器开小差了',
        name: 'ApiError',
        source: '',
        endpoint: '/v1/api/order/union_order_state',
        status: 500,
        code: 0,
        reason: 'http',
        route: '/payment',
        build_id: 'b1',
        browser: 'Chrome 142',
      },
    ]);
  });

  it('the same error twice is sent once (per tab session: the keys survive a reload)', () => {
    const { report, sent, keys } = reporter();
    expect(report({ kind: 'uncaught', message: 'boom 13800138000' })).toBe(true);
    expect(report({ kind: 'uncaught', message: 'boom 13900139000' })).toBe(false);
    expect(sent).toHaveLength(1);
    expect(keys.size).toBe(1);
  });

  it(`at most ${MAX_PER_MINUTE} a minute and ${MAX_PER_PAGE} a page`, () => {
    const { report, sent, now } = reporter();
    for (let i = 0; i < 15; i += 1) report({ kind: 'uncaught', message: `e${i}` });
    expect(sent).toHaveLength(MAX_PER_MINUTE);
    now.t = 60_000;
    for (let i = 15; i < 40; i += 1) {
      now.t += 6_000;
      report({ kind: 'uncaught', message: `e${i}` });
    }
    expect(sent).toHaveLength(MAX_PER_PAGE);
  });

  it('business answers (a wrong code, a package no longer sold) cannot use up the budget of failures', () => {
    const { report, sent } = reporter();
    for (let i = 0; i < 15; i += 1)
      report({
        kind: 'api',
        message: `m${i}`,
        endpoint: '/v1/x',
        code: 40 + i,
        reason: 'business',
      });
    expect(sent).toHaveLength(MAX_PER_MINUTE);
    expect(report({ kind: 'uncaught', message: 'boom' })).toBe(true);
    expect(report({ kind: 'api', message: 'down', endpoint: '/v1/x', reason: 'network' })).toBe(
      true,
    );
  });
});

describe('client errors: from window events', () => {
  it('an uncaught error with its source; a rejection with its reason', () => {
    const error = new TypeError('x is not a function');
    expect(
      reportOfEvent(
        new ErrorEvent('error', {
          error,
          message: 'Uncaught TypeError: x is not a function',
          filename: 'https://www.example-retouch.cn/assets/index-abc.js',
          lineno: 1,
          colno: 42,
        }),
      ),
    ).toEqual({
      kind: 'uncaught',
      message: 'Uncaught TypeError: x is not a function',
      name: 'TypeError',
      source: 'https://www.example-retouch.cn/assets/index-abc.js:1:42',
    });
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    Object.setPrototypeOf(rejection, PromiseRejectionEvent.prototype);
    Object.defineProperty(rejection, 'reason', { value: new RangeError('bad') });
    expect(reportOfEvent(rejection)).toEqual({
      kind: 'rejection',
      message: 'bad',
      name: 'RangeError',
    });
    expect(reportOfEvent(new Event('error'))).toBeNull();
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Chrome 142',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/4G',
      'WeChat 8',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0', 'Firefox 153'],
  ])('%s → %s', (ua, browser) => {
    expect(browserOf(ua)).toBe(browser);
  });
});

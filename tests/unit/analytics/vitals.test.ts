import { WEB_VITALS_OBSERVING_MARK } from '@/shared/perf-marks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue, type AnalyticsSdk } from '@/features/analytics';
import {
  createVitalsCollector,
  documentPath,
  startWebVitals,
  vitalsEvent,
  WEB_VITALS_EVENT,
  type VitalMetric,
  type VitalName,
  type VitalsEvent,
  type VitalsSource,
} from '@/features/analytics/vitals';
import {
  interactionTargetName,
  rememberInputTargets,
} from '@/features/analytics/interaction-target';

const metric = (name: VitalName, value: number, navigationType = 'navigate'): VitalMetric => ({
  name,
  value,
  navigationType,
});

/** A whole page load as web-vitals reports it with `reportAllChanges: false`. */
const FULL_LOAD: VitalMetric[] = [
  metric('TTFB', 123.4),
  metric('FCP', 812.6),
  metric('LCP', 1440.5),
  metric('CLS', 0.012345),
  metric('INP', 48),
];

/** The browser hides or shows the page (what a tab switch, a minimised app or leaving does). */
function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('the web_vitals event', () => {
  it('carries the route, the navigation type and the measured metrics, rounded', () => {
    expect(
      vitalsEvent('/download', 'reload', {
        LCP: 1440.5,
        INP: 48,
        CLS: 0.012345,
        FCP: 812.4,
        TTFB: 123.6,
      }),
    ).toEqual({
      event: WEB_VITALS_EVENT,
      properties: {
        route: '/download',
        navigation_type: 'reload',
        lcp: 1441,
        inp: 48,
        cls: 0.0123,
        fcp: 812,
        ttfb: 124,
      },
    });
    expect(WEB_VITALS_EVENT).toBe('web_vitals');
  });

  it('leaves out what was not measured (no interaction, no INP) and what is not a number', () => {
    expect(
      vitalsEvent('/', 'navigate', { FCP: 800, TTFB: 100, CLS: 0, LCP: Number.NaN }).properties,
    ).toEqual({ route: '/', navigation_type: 'navigate', fcp: 800, ttfb: 100, cls: 0 });
  });

  it("names the INP's interaction target beside its value, from the collected metric", () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/payment', send);
    collector.add(metric('FCP', 800));
    collector.add({ ...metric('INP', 96), target: 'button "立即支付"' });
    collector.flush();
    expect(send.mock.calls[0]![0].properties).toEqual({
      route: '/payment',
      navigation_type: 'navigate',
      fcp: 800,
      inp: 96,
      inp_target: 'button "立即支付"',
    });
    expect(vitalsEvent('/', 'navigate', { FCP: 1 }, 'button "x"').properties).not.toHaveProperty(
      'inp_target',
    );
  });
});

describe('the INP target: a stable name, not a selector of class hashes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    [
      'the tracking name of a marked element',
      '<a data-track="element_click" data-track-name="navbar.download" class="x_a1b2"><span id="t">下载</span></a>',
      'navbar.download',
    ],
    [
      "a control's tag and text",
      '<div class="dialog_q9"><button class="btn_Zx8"><span id="t">立即支付</span></button></div>',
      'button "立即支付"',
    ],
    [
      'its label first',
      '<button aria-label="关闭" class="c_1"><svg id="t"></svg></button>',
      'button "关闭"',
    ],
    [
      'numbers, codes and addresses masked (a phone, a trade number, a redeem code, an email)',
      '<button><span id="t">138 0013 8000 T202611280001 AB12CD34 a.b@c.cn 兑换</span></button>',
      'button "138 # # # # # 兑换"',
    ],
    [
      'masked before it is cut: no leading digits of a long number',
      '<button><span id="t">查看订单详情与支付记录查看订单详情与支付记录查看订单详13800138000</span></button>',
      'button "查看订单详情与支付记录查看订单详情与支付记录查看订单详#"',
    ],
    ['a plain element by its tag alone', '<div class="x"><p id="t"></p></div>', 'p'],
    [
      "an element that is no control by its tag alone, without its text (the visitor's name)",
      '<div><p id="t">张三</p></div>',
      'p',
    ],
  ])('%s', (_, html, name) => {
    document.body.innerHTML = html;
    expect(interactionTargetName(document.getElementById('t'))).toBe(name);
  });

  it('a text node is named by its element; nothing is named undefined', () => {
    document.body.innerHTML = '<button>登录</button>';
    expect(interactionTargetName(document.querySelector('button')!.firstChild)).toBe(
      'button "登录"',
    );
    expect(interactionTargetName(null)).toBeUndefined();
  });
});

describe('one event per page view', () => {
  it('sends the metrics collected so far once, at the first flush; later values are dropped', () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/', send);
    FULL_LOAD.forEach((m) => collector.add(m));
    expect(send).not.toHaveBeenCalled();
    collector.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith({
      event: 'web_vitals',
      properties: {
        route: '/',
        navigation_type: 'navigate',
        ttfb: 123,
        fcp: 813,
        lcp: 1441,
        cls: 0.0123,
        inp: 48,
      },
    });
    // The visitor comes back, interacts and leaves: web-vitals reports the grown INP and CLS.
    collector.add(metric('INP', 320));
    collector.add(metric('CLS', 0.2));
    collector.flush();
    expect(send).toHaveBeenCalledOnce();
  });

  it('the last value of a metric reported twice before the flush wins', () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/', send);
    collector.add(metric('CLS', 0.01));
    collector.add(metric('CLS', 0.03));
    collector.flush();
    expect(send.mock.calls[0]![0].properties.cls).toBe(0.03);
  });

  it('a flush before any metric sends nothing and does not close the page view', () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/help', send);
    collector.flush();
    expect(send).not.toHaveBeenCalled();
    collector.add(metric('TTFB', 90));
    collector.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith(vitalsEvent('/help', 'navigate', { TTFB: 90 }));
  });

  it('a restore from the back/forward cache is a page view of its own', () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/download', send);
    FULL_LOAD.forEach((m) => collector.add(m));
    collector.flush(); // hidden on the way into the cache
    collector.add(metric('TTFB', 0, 'back-forward-cache'));
    collector.add(metric('FCP', 16, 'back-forward-cache'));
    collector.add(metric('LCP', 16, 'back-forward-cache'));
    collector.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].properties).toEqual({
      route: '/download',
      navigation_type: 'back-forward-cache',
      ttfb: 0,
      fcp: 16,
      lcp: 16,
    });
  });

  it('ignores soft-navigation metrics (in-app navigations get none)', () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    const collector = createVitalsCollector('/', send);
    collector.add(metric('FCP', 800));
    collector.add(metric('LCP', 120, 'soft-navigation'));
    collector.flush();
    expect(send.mock.calls[0]![0].properties).toEqual({
      route: '/',
      navigation_type: 'navigate',
      fcp: 800,
    });
  });
});

/**
 * A fake of the web-vitals library: FCP, TTFB and LCP come while the page is shown, CLS and INP
 * from its own capture listener on window when the page is hidden, as the library does.
 */
function fakeLibrary({ interacted = true } = {}): VitalsSource {
  return async (report) => {
    await Promise.resolve();
    report(metric('TTFB', 110));
    report(metric('FCP', 700));
    report(metric('LCP', 900));
    window.addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState !== 'hidden') return;
        report(metric('CLS', 0.004));
        if (interacted) report(metric('INP', 64));
      },
      true,
    );
  };
}

describe('startWebVitals: measured after load, sent when the page is hidden', () => {
  it('sends one event with the five values when the page is hidden, after the library reported CLS and INP', async () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    await startWebVitals(send, { source: fakeLibrary(), route: '/' });
    expect(send).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(send).toHaveBeenCalledExactlyOnceWith({
      event: 'web_vitals',
      properties: {
        route: '/',
        navigation_type: 'navigate',
        ttfb: 110,
        fcp: 700,
        lcp: 900,
        cls: 0.004,
        inp: 64,
      },
    });
    setVisibility('visible');
    setVisibility('hidden');
    expect(send).toHaveBeenCalledOnce();
  });

  it('without an interaction there is no INP', async () => {
    const send = vi.fn<(event: VitalsEvent) => void>();
    await startWebVitals(send, { source: fakeLibrary({ interacted: false }), route: '/download' });
    setVisibility('hidden');
    expect(send.mock.calls[0]![0].properties).not.toHaveProperty('inp');
    expect(send.mock.calls[0]![0].properties).toMatchObject({ route: '/download', cls: 0.004 });
  });

  it('marks when it observes (the e2e suite waits for the mark)', async () => {
    const mark = vi.spyOn(performance, 'mark');
    let resolveLibrary: () => void = () => undefined;
    const started = startWebVitals(() => undefined, {
      source: () => new Promise<void>((resolve) => (resolveLibrary = resolve)),
      route: '/',
    });
    await Promise.resolve();
    expect(mark).not.toHaveBeenCalledWith(WEB_VITALS_OBSERVING_MARK);
    resolveLibrary();
    await started;
    expect(mark).toHaveBeenCalledWith(WEB_VITALS_OBSERVING_MARK);
  });

  it('goes through the analytics queue: kept until the SDK attaches, then sent', async () => {
    const queue = createAnalyticsQueue();
    await startWebVitals((report) => queue.track(report.event, report.properties), {
      source: fakeLibrary(),
      route: '/',
    });
    setVisibility('hidden');
    expect(queue.pending()).toBe(1);
    const calls: unknown[][] = [];
    const sdk: AnalyticsSdk = {
      track: (...args) => calls.push(args),
      identify: () => undefined,
    };
    queue.attach(sdk);
    expect(calls).toEqual([
      [
        'web_vitals',
        expect.objectContaining({ route: '/', lcp: 900, inp: 64, cls: 0.004, fcp: 700, ttfb: 110 }),
      ],
    ]);
  });
});

describe("the document's route", () => {
  it('is the path of the navigation entry (the document loaded), without its query', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'https://www.example.com/download?from=ad#top' } as PerformanceNavigationTiming,
    ]);
    window.history.replaceState(null, '', '/help'); // an in-app navigation since
    expect(documentPath()).toBe('/download');
  });

  it("falls back to the location's path when there is no navigation entry", () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    window.history.replaceState(null, '', '/guide?x=1');
    expect(documentPath()).toBe('/guide');
  });
});

describe('the INP target, remembered at the input', () => {
  it('names the input nearest the interaction time, though its element has left the page', () => {
    const target = new EventTarget();
    const nameAt = rememberInputTargets(target);
    document.body.innerHTML =
      '<a data-track-name="navbar.download" id="a"><span id="t">下载</span></a><button id="b">登录</button>';
    const input = (type: string, id: string) => {
      const event = new Event(type);
      Object.defineProperty(event, 'target', { value: document.getElementById(id) });
      target.dispatchEvent(event);
      return event.timeStamp;
    };
    const at = input('pointerdown', 't');
    input('keydown', 'b');
    document.body.innerHTML = ''; // the page re-rendered
    expect(nameAt(at)).toBe('navbar.download');
    expect(nameAt(at + 10_000)).toBeUndefined();
  });
});

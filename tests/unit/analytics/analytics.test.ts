import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { queryKeys } from '@/api/queries/keys';
import type { SettledIdentity } from '@/features/analytics/identity';
import {
  clickEvent,
  createAnalyticsQueue,
  pageStayEvent,
  type AnalyticsSdk,
} from '@/features/analytics';
import { createEventBus, listening, listenWithReplay, REPLAYED_EVENTS } from '@/shared/events/bus';
import {
  TRACK_ATTRIBUTE,
  trackAs,
  trackedClickOf,
  type TrackedClick,
} from '@/shared/events/tracked-click';
import { createAnalyticsSession } from '@/features/analytics/session';
import { createQueryClient } from '@/api/queryClient';

function fakeSdk() {
  const calls: unknown[][] = [];
  const sdk: AnalyticsSdk = {
    track: (...args) => calls.push(['track', ...args]),
    identify: (identity) => calls.push(['identify', identity.kind]),
  };
  return { sdk, calls };
}

describe('page stay (docs/product-rules.md §9: only stays over 3 s)', () => {
  it.each([
    [0, null],
    [2999, null],
    [3000, null],
    [3001, 3.001],
    [65_432, 65.432],
  ])('%i ms → %s s', (ms, seconds) => {
    const report = pageStayEvent({ path: '/download', durationMs: ms });
    if (seconds === null) expect(report).toBeNull();
    else
      expect(report).toEqual({
        event: 'page_view_time',
        properties: { url_path: '/download', event_duration: seconds },
      });
  });

  it('ignores nonsense durations', () => {
    expect(pageStayEvent({ path: '/', durationMs: Number.NaN })).toBeNull();
    expect(pageStayEvent({ path: '/', durationMs: -5000 })).toBeNull();
  });
});

/** A stand-in for the next paint that the test lets happen. */
function paints() {
  const frames: (() => void)[] = [];
  return {
    afterInput: () => new Promise<void>((resolve) => frames.push(resolve)),
    paint: async () => {
      frames.splice(0).forEach((resolve) => resolve());
      await Promise.resolve();
    },
  };
}

describe('queue in front of the SDK', () => {
  it('keeps tracks and identity changes in order until the SDK attaches, then passes them through', async () => {
    const frame = paints();
    const queue = createAnalyticsQueue(100, frame.afterInput);
    queue.track('a', { x: 1 });
    queue.identify({ kind: 'user', userId: '10001', orgId: 30001 });
    queue.identify({ kind: 'anonymous' });
    expect(queue.pending()).toBe(3);
    const { sdk, calls } = fakeSdk();
    queue.attach(sdk);
    expect(calls).toEqual([
      ['track', 'a', { x: 1 }],
      ['identify', 'user'],
      ['identify', 'anonymous'],
    ]);
    expect(queue.pending()).toBe(0);
    // A call once attached (a click's event) waits for the next paint, in order.
    queue.track('b');
    queue.track('c');
    expect(calls).toHaveLength(3);
    await frame.paint();
    expect(calls.slice(3)).toEqual([
      ['track', 'b', undefined],
      ['track', 'c', undefined],
    ]);
  });

  it('a page being left sends what waits for the paint at once', () => {
    const frame = paints();
    const queue = createAnalyticsQueue(100, frame.afterInput);
    const { sdk, calls } = fakeSdk();
    queue.attach(sdk);
    queue.track('leaving', { to: 'https://apps.apple.com/' });
    expect(calls).toEqual([]);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(calls).toEqual([['track', 'leaving', { to: 'https://apps.apple.com/' }]]);
  });

  it('a hidden page sends at once: it paints no more (the field vitals come as it is left)', () => {
    const frame = paints();
    const queue = createAnalyticsQueue(100, frame.afterInput);
    const { sdk, calls } = fakeSdk();
    queue.attach(sdk);
    queue.track('clicked');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(calls).toEqual([['track', 'clicked', undefined]]);
      queue.track('web_vitals');
      expect(calls.map((c) => c[1])).toEqual(['clicked', 'web_vitals']);
    } finally {
      visibility.mockRestore();
    }
  });

  it('drops the oldest beyond its cap, and a throwing SDK call is only a warning', async () => {
    const frame = paints();
    const queue = createAnalyticsQueue(2, frame.afterInput);
    queue.track('1');
    queue.track('2');
    queue.track('3');
    const { sdk, calls } = fakeSdk();
    queue.attach(sdk);
    expect(calls.map((c) => c[1])).toEqual(['2', '3']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queue.attach({
      ...sdk,
      track: () => {
        throw new Error('boom');
      },
    });
    queue.track('4');
    await frame.paint();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('element clicks by data-track (avatar-menu events)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const reportOf = (target: Element | null) => {
    const click = trackedClickOf(target);
    return click && clickEvent(click);
  };

  it('reports the named event from the clicked element or an ancestor', () => {
    document.body.innerHTML = `<a ${TRACK_ATTRIBUTE}="avatar_go_storage" href="/payment?t=storage"><span id="in">存储空间
      <b>扩容</b></span></a><button id="plain">x</button><button id="unknown" ${TRACK_ATTRIBUTE}="whatever">y</button>`;
    expect(reportOf(document.getElementById('in'))).toEqual({
      event: 'avatar_go_storage',
      properties: { element_content: '存储空间 扩容', url_path: window.location.pathname },
    });
    expect(reportOf(document.getElementById('plain'))).toBeNull();
    expect(reportOf(document.getElementById('unknown'))).toBeNull();
    expect(trackedClickOf(null)).toBeNull();
  });

  it.each([
    'avatar_go_storage',
    'avatar_go_advanced_credits',
    'avatar_go_basic_credits',
    'avatar_go_vip_price_page',
  ])('%s is a click event', (name) => {
    document.body.innerHTML = `<button ${TRACK_ATTRIBUTE}="${name}">go</button>`;
    expect(reportOf(document.querySelector('button'))?.event).toBe(name);
  });

  it("element_click carries the element's stable name; an element without one reports nothing", () => {
    const attributes = Object.entries(trackAs('navbar.download'))
      .map(([key, value]) => `${key}="${value}"`)
      .join(' ');
    document.body.innerHTML = `<a id="named" ${attributes} href="/download">下载</a><a id="nameless" ${TRACK_ATTRIBUTE}="element_click">x</a>`;
    expect(reportOf(document.getElementById('named'))).toEqual({
      event: 'element_click',
      properties: {
        element_name: 'navbar.download',
        element_content: '下载',
        url_path: window.location.pathname,
      },
    });
    expect(reportOf(document.getElementById('nameless'))).toBeNull();
  });

  it("a tracked radio's choice made on its label's text is one click", () => {
    const attributes = Object.entries(trackAs('checkout.channel.alipay'))
      .map(([key, value]) => `${key}="${value}"`)
      .join(' ');
    document.body.innerHTML = `<label><input type="radio" name="c" ${attributes}><span id="text">支付宝</span></label>`;
    const recorded: (TrackedClick | null)[] = [];
    const record = (event: Event) => recorded.push(trackedClickOf(event.target));
    document.addEventListener('click', record, { capture: true });
    onTestFinished(() => document.removeEventListener('click', record, { capture: true }));
    document.getElementById('text')!.click(); // the label passes it on to the radio
    expect(recorded.filter(Boolean).map((click) => click?.name)).toEqual([
      'checkout.channel.alipay',
    ]);
  });
});

describe('event buses (analytics loads when the page is idle)', () => {
  it('a late listener hears the recent events of all its buses in the order they happened, then live ones', () => {
    const a = createEventBus<string>();
    const b = createEventBus<string>();
    a.emit('a1');
    b.emit('b1');
    a.emit('a2');
    const heard: string[] = [];
    const stop = listenWithReplay([
      listening(a, (e) => heard.push(e)),
      listening(b, (e) => heard.push(e)),
    ]);
    b.emit('b2');
    stop();
    a.emit('a3');
    expect(heard).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('a plain listener hears only what comes after it', () => {
    const bus = createEventBus<number>();
    bus.emit(1);
    const heard: number[] = [];
    bus.on((n) => heard.push(n));
    bus.emit(2);
    expect(heard).toEqual([2]);
  });

  it(`keeps only the last ${REPLAYED_EVENTS} events`, () => {
    const bus = createEventBus<number>();
    for (let n = 1; n <= REPLAYED_EVENTS + 5; n++) bus.emit(n);
    const heard: number[] = [];
    listenWithReplay([listening(bus, (n) => heard.push(n))]);
    expect(heard).toHaveLength(REPLAYED_EVENTS);
    expect(heard[0]).toBe(6);
  });
});

describe('analytics session (900 s idle)', () => {
  it('keeps the id while active and starts a new one after more than 900 s idle', () => {
    let now = 1_000_000;
    const session = createAnalyticsSession(() => now);
    const first = session.touch();
    now += 899_000;
    expect(session.touch()).toBe(first);
    now += 900_000;
    expect(session.touch()).toBe(first);
    now += 900_001;
    expect(session.touch()).not.toBe(first);
  });
});

describe('the start of the SDK', () => {
  it('marks once the SDK has taken over the queue, not before (the failure suite waits for it)', async () => {
    vi.resetModules();
    const { startAnalytics } = await import('@/features/analytics');
    const { ANALYTICS_SDK_READY_MARK } = await import('@/shared/perf-marks');
    const mark = vi.spyOn(performance, 'mark');
    const { sdk } = fakeSdk();
    let finishLoading: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => (finishLoading = resolve));
    let asked = false;
    const stop = startAnalytics(createQueryClient(), {
      config: { serverUrl: 'https://sa.example.test/sa', frontEndId: 'b1', crossSubdomain: false },
      load: () =>
        Promise.resolve({
          loadSensors: async () => {
            asked = true;
            await loading;
            return sdk;
          },
        }),
    });
    onTestFinished(stop);
    // After the load event and an idle moment (jsdom has no requestIdleCallback: 200 ms).
    await vi.waitFor(() => expect(asked).toBe(true), { timeout: 5000 });
    expect(mark).not.toHaveBeenCalledWith(ANALYTICS_SDK_READY_MARK);
    finishLoading();
    await vi.waitFor(() => expect(mark).toHaveBeenCalledWith(ANALYTICS_SDK_READY_MARK), {
      timeout: 5000,
    });
    mark.mockRestore();
  });

  it('with a token, starts the SDK only once user info has answered, under that account', async () => {
    vi.resetModules();
    const { startAnalytics } = await import('@/features/analytics');
    const { setToken, clearToken } = await import('@/shared/storage/token');
    setToken('t-1');
    onTestFinished(() => clearToken());
    const queryClient = createQueryClient();
    // A user-info load in flight, as the avatar menu starts it.
    let answer: (user: { user_id: number; org_id: number }) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: queryKeys.user.info(),
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    const { sdk, calls } = fakeSdk();
    const started: SettledIdentity[] = [];
    let loaded = false;
    const stop = startAnalytics(queryClient, {
      config: { serverUrl: 'https://sa.example.test/sa', frontEndId: 'b1', crossSubdomain: false },
      load: () => {
        loaded = true;
        return Promise.resolve({
          loadSensors: (_config, identity) => {
            started.push(identity);
            return Promise.resolve(sdk);
          },
        });
      },
    });
    onTestFinished(stop);
    // The SDK's code has loaded (after the idle start), and a few tasks later it still waits.
    await vi.waitFor(() => expect(loaded).toBe(true), { timeout: 5000 });
    for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve));
    expect(started).toEqual([]);
    answer({ user_id: 10001, org_id: 30001 });
    await vi.waitFor(() => expect(started).toHaveLength(1), { timeout: 5000 });
    expect(started[0]).toEqual({ kind: 'user', userId: '10001', orgId: 30001 });
    // A logout afterwards reaches the SDK.
    clearToken();
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
    await vi.waitFor(() => expect(calls).toContainEqual(['identify', 'anonymous']));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OrderPoller,
  type PollSnapshot,
  type PollerEvents,
} from '@/features/payment/model/order-poller';

/** A fetchState whose answers the test releases one by one, counting overlaps. */
function controlledServer() {
  const pending: Array<{
    resolve: (v: { state: number }) => void;
    reject: (e: Error) => void;
    signal: AbortSignal;
  }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let calls = 0;
  const fetchState = (signal: AbortSignal) =>
    new Promise<{ state: number }>((resolve, reject) => {
      calls += 1;
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => (inFlight -= 1);
      pending.push({
        resolve: (v) => (done(), resolve(v)),
        reject: (e) => (done(), reject(e)),
        signal,
      });
      signal.addEventListener('abort', () => {
        done();
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return {
    fetchState,
    get calls() {
      return calls;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Answers the oldest open poll. */
    async answer(state: number) {
      pending.shift()!.resolve({ state });
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(error: Error = new Error('network')) {
      pending.shift()!.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
    get open() {
      return pending.length;
    },
    lastSignal: () => pending.at(-1)?.signal,
  };
}

function fakeNetwork(online = true) {
  const listeners = new Map<string, Set<() => void>>();
  const events: PollerEvents = {
    addEventListener: (type, l) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(l);
    },
    removeEventListener: (type, l) => listeners.get(type)?.delete(l),
  };
  return {
    events,
    isOnline: () => online,
    go(state: 'online' | 'offline') {
      online = state === 'online';
      listeners.get(state)?.forEach((l) => l());
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(
  options: { expiresIn?: number; online?: boolean; endsPolling?: (e: unknown) => boolean } = {},
) {
  const server = controlledServer();
  const net = fakeNetwork(options.online ?? true);
  const seen: PollSnapshot[] = [];
  const poller = new OrderPoller({
    fetchState: server.fetchState,
    onChange: (s) => seen.push(s),
    intervalMs: 2000,
    ...(options.expiresIn !== undefined ? { expiresAt: Date.now() + options.expiresIn } : {}),
    isOnline: net.isOnline,
    events: net.events,
    ...(options.endsPolling ? { endsPolling: options.endsPolling } : {}),
  });
  return { server, net, poller, seen, status: () => poller.state.status };
}

describe('OrderPoller', () => {
  it('polls at once, then every interval after each answer', async () => {
    const { server, poller, status } = setup();
    poller.start();
    expect(status()).toBe('polling');
    expect(server.calls).toBe(1);
    await server.answer(0);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(2);
  });

  it('never has two polls in flight, however slow the server is', async () => {
    const { server, poller } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000); // the first answer has not come yet
    expect(server.calls).toBe(1);
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toBe(2);
    expect(server.maxInFlight).toBe(1);
  });

  it.each([
    [1, 'paid'],
    [2, 'closed'],
    [3, 'failed'],
  ] as const)('stops on state %i (%s)', async (state, expected) => {
    const { server, poller, status, net } = setup();
    poller.start();
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer(state);
    expect(status()).toBe(expected);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toBe(2);
    expect(net.listenerCount()).toBe(0);
  });

  it('pauses while offline and resumes at once when back online', async () => {
    const { server, poller, status, net } = setup();
    poller.start();
    await server.answer(0);
    net.go('offline');
    expect(status()).toBe('paused');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.calls).toBe(1);
    net.go('online');
    expect(status()).toBe('polling');
    expect(server.calls).toBe(2);
  });

  it('starting offline waits for the network', () => {
    const { server, poller, status, net } = setup({ online: false });
    poller.start();
    expect(status()).toBe('paused');
    expect(server.calls).toBe(0);
    net.go('online');
    expect(server.calls).toBe(1);
  });

  it('going offline mid-poll does not start a second poll when back online', () => {
    const { server, poller, net } = setup();
    poller.start();
    net.go('offline');
    net.go('online');
    expect(server.calls).toBe(1);
    expect(server.maxInFlight).toBe(1);
  });

  it('expires at the deadline after one last poll (a late payment still counts)', async () => {
    const { server, poller, status } = setup({ expiresIn: 5000 });
    poller.start();
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(2000);
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(1000); // deadline
    expect(server.calls).toBe(4); // the last look
    await server.answer(0);
    expect(status()).toBe('expired');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toBe(4);
  });

  it('a deadline beyond setTimeout’s 24.8-day limit is waited for, not taken as now', async () => {
    const server = controlledServer();
    const net = fakeNetwork();
    // Each look at the clock is the deadline timer firing (or a poll): a timer set past the
    // limit fires at once and again, and would look thousands of times here.
    let looks = 0;
    const poller = new OrderPoller({
      fetchState: server.fetchState,
      onChange: () => undefined,
      expiresAt: Date.now() + 2 ** 31 + 10_000,
      now: () => ((looks += 1), Date.now()),
      isOnline: net.isOnline,
      events: net.events,
    });
    poller.start();
    await server.answer(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toBe(1); // no "last look" at the deadline
    expect(poller.state.status).toBe('polling');
    expect(looks).toBeLessThan(5);
    poller.stop();
  });

  it('a payment seen in the last poll wins over the expiry', async () => {
    const { server, poller, status } = setup({ expiresIn: 1000 });
    poller.start();
    await vi.advanceTimersByTimeAsync(1000); // deadline while the first poll is in flight
    expect(server.calls).toBe(1);
    await server.answer(1);
    expect(status()).toBe('paid');
  });

  it('expires while offline without polling', async () => {
    const { server, poller, status, net } = setup({ expiresIn: 3000 });
    poller.start();
    await server.answer(0);
    net.go('offline');
    await vi.advanceTimersByTimeAsync(3000);
    expect(status()).toBe('expired');
    expect(server.calls).toBe(1);
  });

  it('stop() (leaving the page) aborts the poll in flight and polls no more', async () => {
    const { server, poller, status, net } = setup();
    poller.start();
    const signal = server.lastSignal()!;
    poller.stop();
    expect(signal.aborted).toBe(true);
    expect(status()).toBe('stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toBe(1);
    expect(net.listenerCount()).toBe(0);
  });

  it('keeps polling through errors, backing off, and counts them for the UI', async () => {
    const { server, poller } = setup();
    poller.start();
    await server.fail();
    expect(poller.state.consecutiveErrors).toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls).toBe(2);
    await server.fail();
    expect(poller.state.consecutiveErrors).toBe(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toBe(3);
    await server.answer(0);
    expect(poller.state.consecutiveErrors).toBe(0);
    expect(poller.state.polls).toBe(1);
  });

  it('stops for good on a failure that ends polling (a 401), and keeps going on others', async () => {
    const unauthorized = new Error('401');
    const { server, poller, net } = setup({ endsPolling: (e) => e === unauthorized });
    poller.start();
    await server.fail();
    expect(poller.state.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(2000);
    await server.fail(unauthorized);
    expect(poller.state.status).toBe('refused');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toBe(2);
    expect(net.listenerCount()).toBe(0);
  });

  it('start() twice does not start a second loop', () => {
    const { server, poller } = setup();
    poller.start();
    poller.start();
    expect(server.calls).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenOrder } from '@/domain/payment/open-orders';
import type { ProductSnapshot } from '@/domain/payment/pending-order';
import { OrderWatcher, watchDelay } from '@/features/payment/model/order-watcher';

const product = { id: 102, name: '标准版' } as ProductSnapshot;
const order = (outTradeNo: string, over: Partial<OpenOrder> = {}): OpenOrder => ({
  stage: 'paying',
  outTradeNo,
  intentId: 'I',
  channel: 'wechat',
  mode: 'qr',
  expiresAt: Date.now() + 15 * 60_000,
  amount: 1,
  deduction: 0,
  product,
  returnPath: '/payment',
  createdAt: Date.now(),
  ...over,
});

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('watchDelay: back-off by the newest order age and failures', () => {
  it('3 s in the first minute, 10 s to five minutes, 30 s after', () => {
    expect(watchDelay(0, 0)).toBe(3_000);
    expect(watchDelay(59_999, 0)).toBe(3_000);
    expect(watchDelay(60_000, 0)).toBe(10_000);
    expect(watchDelay(5 * 60_000, 0)).toBe(30_000);
  });
  it('each failed round doubles it, to a minute at most', () => {
    expect(watchDelay(0, 1)).toBe(6_000);
    expect(watchDelay(0, 2)).toBe(12_000);
    expect(watchDelay(0, 10)).toBe(60_000);
  });
});

function setup(initial: OpenOrder[]) {
  let orders = initial;
  const calls: string[] = [];
  const answers = new Map<string, number | Error>();
  const settled: Array<[string, string]> = [];
  const unauthorized = new Error('401');
  const watcher = new OrderWatcher({
    orders: () => orders,
    fetchState: (no) => {
      calls.push(no);
      const answer = answers.get(no) ?? 0;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ state: answer });
    },
    settle: (no, outcome) => {
      settled.push([no, outcome]);
      orders = orders.filter((o) => o.outTradeNo !== no);
    },
    endsWatching: (error) => error === unauthorized,
  });
  return {
    watcher,
    calls,
    answers,
    settled,
    unauthorized,
    setOrders: (next: OpenOrder[]) => (orders = next),
  };
}

describe('OrderWatcher', () => {
  it('asks about each order at once, one at a time, then on the schedule', async () => {
    const { watcher, calls } = setup([order('A'), order('B')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['A', 'B']);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['A', 'B', 'A', 'B']);
    watcher.stop();
  });

  it('settles a paid order as paid, a closed or failed one as ended; asks nothing when none is left', async () => {
    const { watcher, answers, settled, calls } = setup([order('A'), order('B'), order('C')]);
    answers.set('A', 1).set('B', 2).set('C', 3);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual([
      ['A', 'paid'],
      ['B', 'ended'],
      ['C', 'ended'],
    ]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(3);
    watcher.stop();
  });

  it('an order its dialog showed is asked about once the dialog lets it go', async () => {
    const { watcher, calls, setOrders } = setup([]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    setOrders([order('A')]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual(['A']);
    watcher.stop();
  });

  it('an order still waiting at a look past its limit was its last look', async () => {
    const { watcher, settled } = setup([order('A', { expiresAt: Date.now() + 2_000 })]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(settled).toEqual([['A', 'ended']]);
  });

  it('slows down as the newest order ages', async () => {
    const { watcher, calls } = setup([order('A', { createdAt: Date.now() - 2 * 60_000 })]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    watcher.stop();
  });

  it('backs off while the server fails, and stops for good on a 401', async () => {
    const { watcher, calls, answers, unauthorized } = setup([order('A')]);
    answers.set('A', new Error('500'));
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    answers.set('A', unauthorized);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(3);
  });

  it('stop() asks no more; start() again asks at once (back on the tab, back online)', async () => {
    const { watcher, calls } = setup([order('A')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    watcher.stop();
  });

  it('reads the orders at every round: one added meanwhile is asked about', async () => {
    const { watcher, calls, setOrders } = setup([order('A')]);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    setOrders([order('A'), order('B')]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toEqual(['A', 'A', 'B']);
    watcher.stop();
  });
});

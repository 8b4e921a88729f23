/**
 * The background watch over the account's open orders (docs/product-rules.md "Open orders"): asks
 * union_order_state about each in turn, never two at once, then waits (`watchDelay`) and asks
 * again, until stopped. A paid order is reported paid; a closed or failed one, or one still
 * waiting at its last look past its limit, is reported ended. Who watches, and when (one tab,
 * visible and online), is decided outside (open-order-watch.tsx); this is the schedule.
 */
import type { OpenOrder } from '@/domain/payment/open-orders';
import { OrderState } from '@/shared/enums';
import { MAX_TIMER_MS } from '@/shared/constants';

/**
 * How often the open orders are asked after, by the newest one's age: most often while the buyer
 * is most likely paying, less often as the order gets older. The last row has no age limit.
 */
const WATCH_SCHEDULE: ReadonlyArray<{ youngerThanMs: number; everyMs: number }> = [
  { youngerThanMs: 60_000, everyMs: 3_000 },
  { youngerThanMs: 5 * 60_000, everyMs: 10_000 },
  { youngerThanMs: Infinity, everyMs: 30_000 },
];
const MAX_FAILURE_DELAY_MS = 60_000;

/**
 * The pause before the next round, by the age of the newest order watched and the failed rounds
 * in a row (each doubles it, to MAX_FAILURE_DELAY_MS at most).
 */
export function watchDelay(newestAgeMs: number, failures: number): number {
  const base = WATCH_SCHEDULE.find((row) => newestAgeMs < row.youngerThanMs)!.everyMs;
  return failures > 0 ? Math.min(MAX_FAILURE_DELAY_MS, base * 2 ** failures) : base;
}

export type WatchOutcome = 'paid' | 'ended';

export interface OrderWatcherOptions {
  /** The orders to ask about now (read at every round: the record may have changed). */
  orders: () => readonly OpenOrder[];
  fetchState: (outTradeNo: string, signal: AbortSignal) => Promise<{ state: number }>;
  settle: (outTradeNo: string, outcome: WatchOutcome) => void;
  /** A failure after which watching stops (a 401: the session is over). */
  endsWatching?: (error: unknown) => boolean;
  /** A round found nothing to ask about (the owner tidies the record). */
  onIdle?: () => void;
  now?: () => number;
}

const ENDED: ReadonlySet<number> = new Set([OrderState.Closed, OrderState.Failed]);

export class OrderWatcher {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private running = false;
  private stopped = true;
  private failures = 0;
  private readonly now: () => number;

  constructor(private readonly options: OrderWatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Asks at once, then on the schedule. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.round();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = undefined;
  }

  private async round(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = true;
    const controller = new AbortController();
    this.controller = controller;
    let failed = false;
    try {
      for (const order of this.options.orders()) {
        if (controller.signal.aborted) return;
        const outcome = await this.look(order, controller.signal);
        if (outcome === 'stop') return this.stop();
        if (outcome === 'failed') failed = true;
        else if (outcome) this.options.settle(order.outTradeNo, outcome);
      }
    } finally {
      this.running = false;
      if (this.controller === controller) this.controller = undefined;
    }
    if (this.stopped) return;
    this.failures = failed ? this.failures + 1 : 0;
    // None to ask about now (its dialog shows it in this tab): looked at again on the schedule, as
    // the dialog may close; the owner stops the watcher when the record has no open order left.
    const left = this.options.orders();
    if (left.length === 0) this.options.onIdle?.();
    const newest = left.length ? Math.max(...left.map((o) => o.createdAt)) : this.now();
    const delay = watchDelay(this.now() - newest, this.failures);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.round();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private async look(
    order: OpenOrder,
    signal: AbortSignal,
  ): Promise<WatchOutcome | 'failed' | 'stop' | undefined> {
    try {
      const { state } = await this.options.fetchState(order.outTradeNo, signal);
      if (signal.aborted) return undefined;
      if (Number(state) === OrderState.Paid) return 'paid';
      if (ENDED.has(Number(state))) return 'ended';
      // Still waiting after its limit: that was the last look.
      return order.expiresAt <= this.now() ? 'ended' : undefined;
    } catch (error) {
      if (signal.aborted) return undefined;
      return this.options.endsWatching?.(error) ? 'stop' : 'failed';
    }
  }
}

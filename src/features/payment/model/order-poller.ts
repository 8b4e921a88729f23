/**
 * Polls union_order_state for one trade number (docs/backend-contract.md state values: 0 waiting, 1
 * paid, 2 closed, 3 failed). Its rules: it starts at once, never has two polls in flight
 * (the next poll is scheduled only after the previous answer), pauses while the browser is offline,
 * and stops on paid / closed / failed, when the order's time is up, when stopped (leaving the
 * page), or on a failure that ends it ('refused', `endsPolling`: a 401, the session is over).
 */
import { MAX_TIMER_MS } from '@/shared/constants';
import { OrderState } from '@/shared/enums';

export type PollStatus =
  | 'idle'
  | 'polling'
  | 'paused'
  | 'paid'
  | 'closed'
  | 'failed'
  | 'expired'
  | 'stopped'
  | 'refused';

/** From this many failed polls in a row, the pay dialog hints at a bad network. */
export const UNSTABLE_AFTER_ERRORS = 2;

export interface PollSnapshot {
  status: PollStatus;
  /** Answers received (successful polls). */
  polls: number;
  /** Failed polls in a row (reset by an answer); see UNSTABLE_AFTER_ERRORS. */
  consecutiveErrors: number;
}

export interface PollerEvents {
  addEventListener: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener: (type: 'online' | 'offline', listener: () => void) => void;
}

export interface OrderPollerOptions {
  /** One union_order_state call. */
  fetchState: (signal: AbortSignal) => Promise<{ state: number }>;
  onChange: (snapshot: PollSnapshot) => void;
  /**
   * Pause between an answer and the next poll (POLL_INTERVAL_MS by default;
   * docs/integration-notes.md §3).
   */
  intervalMs?: number;
  /** When the order expires (ms on the `now` clock); no deadline when undefined. */
  expiresAt?: number;
  now?: () => number;
  isOnline?: () => boolean;
  /** Where online/offline events come from (window in the browser). */
  events?: PollerEvents | undefined;
  /** A failed poll after which polling stops ('refused') instead of backing off and asking again. */
  endsPolling?: (error: unknown) => boolean;
}

/** How often an open order is asked after (tests jump over it on Playwright's clock). */
export const POLL_INTERVAL_MS = 2000;
const MAX_BACKOFF_MS = 10_000;

const FINAL: Partial<Record<number, PollStatus>> = {
  [OrderState.Paid]: 'paid',
  [OrderState.Closed]: 'closed',
  [OrderState.Failed]: 'failed',
};

function isFinalPollStatus(status: PollStatus): boolean {
  return (
    status === 'paid' ||
    status === 'closed' ||
    status === 'failed' ||
    status === 'expired' ||
    status === 'stopped' ||
    status === 'refused'
  );
}

export class OrderPoller {
  private snapshot: PollSnapshot = { status: 'idle', polls: 0, consecutiveErrors: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private deadlineTimer: ReturnType<typeof setTimeout> | undefined;
  private controller: AbortController | undefined;
  private inFlight = false;
  /** The deadline passed while a poll was in flight: its answer decides, then we stop. */
  private deadlineReached = false;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly events: PollerEvents | undefined;

  constructor(private readonly options: OrderPollerOptions) {
    this.intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
    this.now = options.now ?? Date.now;
    this.isOnline =
      options.isOnline ??
      (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
    this.events =
      'events' in options ? options.events : typeof window === 'undefined' ? undefined : window;
  }

  get state(): PollSnapshot {
    return this.snapshot;
  }

  /** Polls at once (unless offline or already past the deadline). */
  start(): void {
    if (this.snapshot.status !== 'idle') return;
    this.events?.addEventListener('online', this.handleOnline);
    this.events?.addEventListener('offline', this.handleOffline);
    const { expiresAt } = this.options;
    if (expiresAt !== undefined) {
      const left = expiresAt - this.now();
      if (left <= 0) {
        // A last look: the order may have been paid just before it expired.
        this.deadlineReached = true;
      } else {
        this.armDeadline(left);
      }
    }
    if (!this.isOnline()) {
      this.set({ status: 'paused' });
      return;
    }
    this.set({ status: 'polling' });
    void this.poll();
  }

  /** Stops for good (leaving the page, closing the dialog); an in-flight poll is aborted. */
  stop(): void {
    if (isFinalPollStatus(this.snapshot.status)) return;
    this.finish('stopped');
  }

  private set(patch: Partial<PollSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.options.onChange(this.snapshot);
  }

  private finish(status: PollStatus): void {
    clearTimeout(this.timer);
    clearTimeout(this.deadlineTimer);
    this.timer = undefined;
    this.deadlineTimer = undefined;
    this.controller?.abort();
    this.controller = undefined;
    this.events?.removeEventListener('online', this.handleOnline);
    this.events?.removeEventListener('offline', this.handleOffline);
    this.set({ status });
  }

  private readonly handleOnline = (): void => {
    if (this.snapshot.status !== 'paused') return;
    this.set({ status: 'polling' });
    if (!this.inFlight) void this.poll();
  };

  private readonly handleOffline = (): void => {
    if (this.snapshot.status !== 'polling') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.set({ status: 'paused' });
  };

  private armDeadline(left: number): void {
    this.deadlineTimer = setTimeout(this.handleDeadline, Math.min(left, MAX_TIMER_MS));
  }

  private readonly handleDeadline = (): void => {
    this.deadlineTimer = undefined;
    if (isFinalPollStatus(this.snapshot.status)) return;
    const left = (this.options.expiresAt ?? 0) - this.now();
    if (left > 0) {
      this.armDeadline(left);
      return;
    }
    this.deadlineReached = true;
    if (this.inFlight) return; // the answer on its way decides
    if (this.snapshot.status === 'paused') {
      this.finish('expired');
      return;
    }
    // One last poll, so a payment made in the final seconds is not reported as expired.
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.poll();
  };

  private async poll(): Promise<void> {
    if (this.inFlight || this.snapshot.status !== 'polling') return;
    this.inFlight = true;
    const controller = new AbortController();
    this.controller = controller;
    let final: PollStatus | undefined;
    let failed = false;
    try {
      const answer = await this.options.fetchState(controller.signal);
      if (controller.signal.aborted) return;
      final = FINAL[Number(answer?.state)];
      this.set({ polls: this.snapshot.polls + 1, consecutiveErrors: 0 });
    } catch (error) {
      if (controller.signal.aborted) return;
      failed = true;
      if (this.options.endsPolling?.(error)) final = 'refused';
      else this.set({ consecutiveErrors: this.snapshot.consecutiveErrors + 1 });
    } finally {
      this.inFlight = false;
      if (this.controller === controller) this.controller = undefined;
    }
    if (final) {
      this.finish(final);
      return;
    }
    if (this.deadlineReached) {
      this.finish('expired');
      return;
    }
    if (this.snapshot.status !== 'polling') return; // paused meanwhile
    // Back off while the server keeps failing (the interval doubled per failure, at most
    // MAX_BACKOFF_MS), so a bad network is not hammered; an answer resets it.
    const delay = failed
      ? Math.min(MAX_BACKOFF_MS, this.intervalMs * 2 ** (this.snapshot.consecutiveErrors - 1))
      : this.intervalMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.poll();
    }, delay);
  }
}

/** Events kept for a late listener (analytics loads once the page is idle); older ones are dropped. */
export const REPLAYED_EVENTS = 20;

/** One order across every bus, so that a late listener can replay several in the order they happened. */
let sequence = 0;

export interface EventBus<T> {
  on(listener: (event: T) => void): () => void;
  emit(event: T): void;
  /** The last REPLAYED_EVENTS events, oldest first, with their place in the global order. */
  recent(): readonly { seq: number; event: T }[];
}

/** A minimal app-wide event bus: features listen without the emitter knowing them. */
export function createEventBus<T>(): EventBus<T> {
  const listeners = new Set<(event: T) => void>();
  const recent: { seq: number; event: T }[] = [];
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event) {
      recent.push({ seq: ++sequence, event });
      if (recent.length > REPLAYED_EVENTS) recent.shift();
      listeners.forEach((listener) => listener(event));
    },
    recent: () => [...recent],
  };
}

/** A bus and what a listener does with its events (see `listenWithReplay`). */
export interface Listening {
  replay(): { seq: number; run: () => void }[];
  subscribe(): () => void;
}

export function listening<T>(bus: EventBus<T>, handle: (event: T) => void): Listening {
  return {
    replay: () => bus.recent().map(({ seq, event }) => ({ seq, run: () => handle(event) })),
    subscribe: () => bus.on(handle),
  };
}

/**
 * For a listener that starts late: first the recent events of all its buses, in the order they
 * happened across buses (a click after a login stays after it), then the live ones. Synchronous,
 * so nothing is emitted between the replay and the subscriptions.
 */
export function listenWithReplay(listenings: readonly Listening[]): () => void {
  listenings
    .flatMap((l) => l.replay())
    .sort((a, b) => a.seq - b.seq)
    .forEach(({ run }) => run());
  const unsubscribes = listenings.map((l) => l.subscribe());
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

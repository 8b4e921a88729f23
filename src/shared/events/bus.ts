export interface Subscription {
  /**
   * Hear the recent events emitted before subscribing first (the analytics feature loads once the
   * page is idle, and must still hear a login, a page stay or a click that came before).
   */
  replay?: boolean;
}

/** Events kept for a replaying subscriber; older ones are dropped. */
export const REPLAYED_EVENTS = 20;

/** A minimal app-wide event bus: features listen without the emitter knowing them. */
export function createEventBus<T>() {
  const listeners = new Set<(event: T) => void>();
  const recent: T[] = [];
  return {
    on(listener: (event: T) => void, { replay = false }: Subscription = {}): () => void {
      if (replay) recent.forEach((event) => listener(event));
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: T): void {
      recent.push(event);
      if (recent.length > REPLAYED_EVENTS) recent.shift();
      listeners.forEach((listener) => listener(event));
    },
  };
}

import { createEventBus, type Subscription } from './bus';

/** Login/logout events for whoever keeps an identity elsewhere (the analytics SDK, SPEC.md §4). */
export type IdentityEvent =
  | { type: 'login'; userId: number; /** SPEC.md §3 analytics identity. */ orgId?: number }
  | { type: 'logout' };

const bus = createEventBus<IdentityEvent>();

export function onIdentityChange(
  listener: (event: IdentityEvent) => void,
  subscription?: Subscription,
): () => void {
  return bus.on(listener, subscription);
}

export function emitIdentity(event: IdentityEvent): void {
  bus.emit(event);
}

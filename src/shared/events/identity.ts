import { createEventBus } from './bus';

/**
 * Login/logout events for whoever keeps an identity elsewhere (the analytics SDK,
 * docs/product-rules.md §4).
 */
export type IdentityEvent =
  | { type: 'login'; userId: number; /** docs/product-rules.md §3 identity. */ orgId?: number }
  | { type: 'logout' };

const identityEvents = createEventBus<IdentityEvent>();

export function onIdentityChange(listener: (event: IdentityEvent) => void): () => void {
  return identityEvents.on(listener);
}

export function emitIdentity(event: IdentityEvent): void {
  identityEvents.emit(event);
}

/** Login/logout events for whoever keeps an identity elsewhere (the analytics SDK, SPEC.md §4). */
export type IdentityEvent =
  | { type: 'login'; userId: number; /** SPEC.md §3 analytics identity. */ orgId?: number }
  | { type: 'logout' };
type IdentityListener = (event: IdentityEvent) => void;

const listeners = new Set<IdentityListener>();

export function onIdentityChange(listener: IdentityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitIdentity(event: IdentityEvent): void {
  listeners.forEach((listener) => listener(event));
}

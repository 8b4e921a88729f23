/**
 * Whether this browser holds any account's open orders, and a signal when they change (this tab's
 * writes, and other tabs' through the `storage` event). Small on purpose: the app shell reads it on
 * every page to decide whether to load the order watcher at all; the record itself is
 * src/domain/payment/open-orders-store.ts.
 */
import { LOCAL_KEYS } from './keys';
import { local } from './local';

const CHANGED = 'cheese:open-orders';
/** Storage refused the record: this tab keeps it in memory (the store says so here). */
let heldInMemory = false;

export function signalOpenOrdersChanged(inMemory: boolean): void {
  heldInMemory = inMemory;
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeOpenOrdersSignal(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.openPayOrders) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function hasStoredOpenOrders(): boolean {
  return heldInMemory || local.getString(LOCAL_KEYS.openPayOrders) !== null;
}

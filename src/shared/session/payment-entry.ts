import { useSyncExternalStore } from 'react';
import { useIsPayHidden } from './hide-pay';

/**
 * Why the payment entries show or not: `closed` by the web config (a failed load's defaults
 * included), `hidden` by the flag query, `unknown` while no config is known (they show).
 */
type PaymentEntryReason = 'open' | 'unknown' | 'closed' | 'hidden';

/**
 * The one verdict every payment entry follows (the navbar's 会员套餐, the home page's buttons, the
 * footer, the avatar menu, the profile pages' buy links, the /payment gate). The rule is
 * src/domain/payment/payment-entry.ts; src/app/payment-entry-feed.ts publishes its answers here
 * whenever the web config changes.
 */
export interface PaymentEntry {
  /** The entries show. */
  open: boolean;
  /** `closed` outranks `hidden`: /payment explains a closed payment, and the flag hides links only. */
  reason: PaymentEntryReason;
  /** The web config's answer is in (loaded, or failed and defaulted): `open` follows it from now on. */
  settled: boolean;
}

/**
 * The rule's answers for the current config, without the flag query and with it: the flag is the
 * URL's, read as each entry renders, so the feed need not follow navigations.
 */
export interface PaymentEntries {
  shown: PaymentEntry;
  hidden: PaymentEntry;
}

export const PAYMENT_ENTRY_UNKNOWN: PaymentEntry = {
  open: true,
  reason: 'unknown',
  settled: false,
};

/** The rule's answers before any config is known (a unit test pins them to the rule's). */
export const PAYMENT_ENTRIES_UNKNOWN: PaymentEntries = {
  shown: PAYMENT_ENTRY_UNKNOWN,
  hidden: { open: false, reason: 'hidden', settled: false },
};

// What hydration renders: the prerendered HTML has the entries, whatever the flag.
const HYDRATING: PaymentEntries = {
  shown: PAYMENT_ENTRY_UNKNOWN,
  hidden: PAYMENT_ENTRY_UNKNOWN,
};

let current = PAYMENT_ENTRIES_UNKNOWN;
const listeners = new Set<() => void>();

const same = (a: PaymentEntry, b: PaymentEntry) =>
  a.open === b.open && a.reason === b.reason && a.settled === b.settled;

/** Publishes the rule's new answers; the entries re-render only when one changed. */
export function publishPaymentEntries(next: PaymentEntries): void {
  if (same(next.shown, current.shown) && same(next.hidden, current.hidden)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The payment entries' verdict for this URL. Hydration-safe: hydration renders the entries as
 * prerendered, and hides them afterwards when the flag or a closed config says so.
 */
export function usePaymentEntry(): PaymentEntry {
  const hidden = useIsPayHidden();
  const entries = useSyncExternalStore(
    subscribe,
    () => current,
    () => HYDRATING,
  );
  return hidden ? entries.hidden : entries.shown;
}

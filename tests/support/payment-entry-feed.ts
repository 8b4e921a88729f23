import type { QueryClient } from '@tanstack/react-query';
import { onTestFinished } from 'vitest';
import { feedPaymentEntry } from '@/app/payment-entry-feed';
import { PAYMENT_ENTRIES_UNKNOWN, publishPaymentEntries } from '@/shared/session/payment-entry';

/**
 * What app start-up does for the payment entries (src/app/boot.ts): the verdict follows `client`'s
 * web config until the test ends, and is unknown again after it (the unit tests share modules:
 * vitest.config.ts `isolate: false`).
 */
export function feedEntriesFrom(client: QueryClient): void {
  const stop = feedPaymentEntry(client);
  onTestFinished(() => {
    stop();
    publishPaymentEntries(PAYMENT_ENTRIES_UNKNOWN);
  });
}

import { hashKey, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import type { Timed, WebConfig } from '@/api/types';
import { msUntilVerdictChanges, paymentEntry } from '@/domain/payment/payment-entry';
import { publishPaymentEntries } from '@/shared/session/payment-entry';

/**
 * Publishes the payment entries' verdict (src/shared/session/payment-entry.ts): now, whenever the
 * web config in the query cache changes (the idle tasks, /payment, the profile pages and a
 * session cache all put it there), and when the config's sale window opens or ends. It never
 * fetches: a page's prefetch or the idle tasks (./idle-tasks.ts) loads the config. Returns
 * the stop (the app never stops it; a test does).
 */
export function feedPaymentEntry(queryClient: QueryClient): () => void {
  const key = queryKeys.config.web();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = () => {
    const config = queryClient.getQueryData<Timed<WebConfig>>(key);
    const now = Date.now();
    publishPaymentEntries({
      shown: paymentEntry(config, false, now),
      hidden: paymentEntry(config, true, now),
    });
    clearTimeout(timer);
    const wait = msUntilVerdictChanges(config, now);
    // Beyond setTimeout's range (about 24.8 days) the next config load comes first.
    if (wait !== undefined && wait < 2 ** 31) timer = setTimeout(publish, wait);
  };
  const hash = hashKey(key);
  const stop = queryClient.getQueryCache().subscribe(({ type, query }) => {
    // A config no page observes is garbage-collected after a while: the verdict it gave stands.
    if (type === 'removed') return;
    if (query.queryHash === hash) publish();
  });
  publish();
  return () => {
    stop();
    clearTimeout(timer);
  };
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/queries/keys';
import type { Timed, WebConfig } from '@/api/types';
import { useHydrated } from '@/shared/hooks/use-hydrated';
import { useIsPayHidden } from '@/shared/session/hide-pay';
import { MAX_TIMER_MS } from '@/shared/constants';
import {
  msUntilVerdictChanges,
  PAYMENT_ENTRY_UNKNOWN,
  paymentEntry,
  paymentVerdict,
  type PaymentEntry,
} from './payment-entry';

/**
 * The web config as the query cache holds it, read without fetching: the pages that need it name
 * it in their prefetch, and the idle tasks load it on every page (src/app/idle-tasks.ts).
 */
function useWebConfigInCache(): Timed<WebConfig> | undefined {
  const queryClient = useQueryClient();
  const read = () => queryClient.getQueryData<Timed<WebConfig>>(queryKeys.config.web());
  // The same snapshot while hydrating: a differing one would re-render every entry at once after
  // hydration; the hydrated switch below does it in a transition.
  return useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    read,
    read,
  );
}

/**
 * The payment entries' verdict for this URL (./payment-entry.ts): the web config in the query
 * cache, the flag query, and the clock when the config's sale window opens or ends. Hydration
 * renders the entries as prerendered, and hides them afterwards when the flag or a closed config
 * says so.
 */
export function usePaymentEntry(): PaymentEntry {
  const hydrated = useHydrated();
  const hidden = useIsPayHidden();
  const config = useWebConfigInCache();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const clock = Date.now();
    // Read at an older `now` than the clock's, a config cached before the entry mounted may have
    // seen its window open or end since: it is read again at once.
    const stale = paymentVerdict(config, now) !== paymentVerdict(config, clock);
    const wait = stale ? 0 : msUntilVerdictChanges(config, clock);
    // Beyond setTimeout's range (about 24.8 days) the next config load comes first.
    if (wait === undefined || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [config, now]);
  // `now` may be older than the config's arrival: the rule then reads the server's time of the
  // answer (serverNow), which is what the visitor's clock would say.
  return hydrated ? paymentEntry(config, hidden, now) : PAYMENT_ENTRY_UNKNOWN;
}

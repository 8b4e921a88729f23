/**
 * "Payment open", the one rule every payment entry follows (the navbar's 会员套餐, the home page's
 * 查看套餐 / 查看价格, the footer's pricing link, the avatar menu, the profile pages' buy links):
 * an entry shows unless the web config closes payment (docs/backend-contract.md: `is_open` 1 and
 * server time within [start_time, end_time], 0 = unbounded; a failed load's defaults close it)
 * or the flag query `hide_pay=1` hides it (src/shared/session/hide-pay.ts). /payment is the one
 * page that explains a closed payment; every other entry just hides.
 *
 * This module is on the landing page's first load (the navbar and the home page use it), so it
 * never fetches and never imports the API's sending code: the entries that cannot wait for the
 * config read the last one the app has seen (`publishWebConfig`, fed from the query cache by
 * ./watch-config.ts, loaded after load + idle). The pages that load the config themselves (the
 * avatar menu, the profile pages, /payment) apply the same rule to their query (./availability.ts).
 */
import { useSyncExternalStore } from 'react';
import type { PaymentConf, Timed, WebConfig } from '@/api/types';
import { useIsPayHidden } from '@/shared/session/hide-pay';

/** `unknown`: no web config loaded (or read from the session cache) yet. */
export type PaymentVerdict = 'open' | 'closed' | 'unknown';

/** Server "now" in Unix seconds: meta.time advanced by the client time since it arrived. */
function serverNow(
  timed: Pick<Timed<unknown>, 'serverTime' | 'receivedAt'>,
  nowMs = Date.now(),
): number {
  if (timed.serverTime === undefined) return Math.floor(nowMs / 1000);
  return timed.serverTime + Math.max(0, Math.floor((nowMs - timed.receivedAt) / 1000));
}

// `is_open` is a Flag (0 / 1), read as a truth value: the first load carries no enum table.
function isPaymentOpen(conf: PaymentConf | undefined, nowSeconds: number): boolean {
  if (!conf?.is_open) return false;
  if (conf.start_time > 0 && nowSeconds < conf.start_time) return false;
  if (conf.end_time > 0 && nowSeconds > conf.end_time) return false;
  return true;
}

/** The verdict of a web config answer, on server time (undefined: none yet). */
export function paymentVerdict(
  config: Timed<WebConfig> | undefined,
  nowMs = Date.now(),
): PaymentVerdict {
  if (!config) return 'unknown';
  return isPaymentOpen(config.data?.cheese_config?.payment_conf, serverNow(config, nowMs))
    ? 'open'
    : 'closed';
}

/**
 * Whether a payment entry shows. While the verdict is unknown it shows: payment is open nearly
 * always, and the config is not fetched on a prerendered page's load (the first-load budget), so
 * hiding until it arrives would hide the entries from almost every visitor for nothing. A closed
 * verdict hides them as soon as it is known.
 */
export function paymentEntryVisible(verdict: PaymentVerdict, hidden: boolean): boolean {
  return !hidden && verdict !== 'closed';
}

let config: Timed<WebConfig> | undefined;
const listeners = new Set<() => void>();

/**
 * The web config the app now holds (./watch-config.ts calls it whenever the query cache changes; the
 * entries re-render only when their answer changes).
 */
export function publishWebConfig(next: Timed<WebConfig> | undefined): void {
  config = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * `paymentEntryVisible` for an entry that only reads the verdict (never fetches it). Hydration-safe:
 * the prerendered HTML has the entries (the server snapshot), so React hydrates them as they are
 * and hides them afterwards when the flag or a closed verdict says so.
 */
export function usePaymentEntryVisible(): boolean {
  const hidden = useIsPayHidden();
  return useSyncExternalStore(
    subscribe,
    () => paymentEntryVisible(paymentVerdict(config), hidden),
    () => true,
  );
}

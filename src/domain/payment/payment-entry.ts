/**
 * "Payment open", the one rule every payment entry follows (the navbar's 会员套餐, the home page's
 * 查看套餐 / 查看价格, the footer's pricing link, the avatar menu, the profile pages' buy links,
 * the /payment gate): an entry shows unless the web config closes payment
 * (docs/backend-contract.md: `is_open` 1 and server time within [start_time, end_time], 0 =
 * unbounded; a failed load's defaults close it) or the flag query `hide_pay=1` hides it
 * (src/shared/session/hide-pay.ts). /payment is the one page that explains a closed payment; every
 * other entry just hides. Pure: `usePaymentEntry` (./use-payment-entry.ts) applies it to the
 * web config in the query cache.
 */
import type { PaymentConf, Timed, WebConfig } from '@/api/types';
import { Flag } from '@/shared/enums';

/**
 * Why the payment entries show or not: `closed` by the web config (a failed load's defaults
 * included), `hidden` by the flag query, `unknown` while no config is known (they show).
 */
type PaymentEntryReason = 'open' | 'unknown' | 'closed' | 'hidden';

/** The one verdict every payment entry follows. */
export interface PaymentEntry {
  /** The entries show. */
  open: boolean;
  /** `closed` outranks `hidden`: /payment explains a closed payment, and the flag hides links only. */
  reason: PaymentEntryReason;
  /** The web config's answer is in (loaded, or failed and defaulted): `open` follows it from now on. */
  settled: boolean;
}

/** While no config is known, and while hydrating (the prerendered HTML has the entries). */
export const PAYMENT_ENTRY_UNKNOWN: PaymentEntry = {
  open: true,
  reason: 'unknown',
  settled: false,
};

/** `unknown`: no web config loaded (or read from the session cache) yet. */
export type PaymentVerdict = 'open' | 'closed' | 'unknown';

/** Server "now" in Unix seconds: meta.time advanced by the client time since it arrived. */
function serverNow(
  timed: Pick<Timed<unknown>, 'serverTime' | 'receivedAt'>,
  nowMs: number,
): number {
  if (timed.serverTime === undefined) return Math.floor(nowMs / 1000);
  return timed.serverTime + Math.max(0, Math.floor((nowMs - timed.receivedAt) / 1000));
}

function isPaymentOpen(conf: PaymentConf | undefined, nowSeconds: number): boolean {
  if (conf?.is_open !== Flag.Yes) return false;
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
 * The entries' verdict. While the config is unknown they show: payment is open nearly always, and
 * the config is not fetched on a prerendered page's load (the first-load budget), so hiding until
 * it arrives would hide the entries from almost every visitor for nothing. A closed config hides
 * them as soon as it is known, and outranks the flag (the /payment gate explains it).
 */
export function paymentEntry(
  config: Timed<WebConfig> | undefined,
  hidden: boolean,
  nowMs = Date.now(),
): PaymentEntry {
  const verdict = paymentVerdict(config, nowMs);
  const settled = verdict !== 'unknown';
  if (verdict === 'closed') return { open: false, reason: 'closed', settled };
  if (hidden) return { open: false, reason: 'hidden', settled };
  return settled ? { open: true, reason: 'open', settled } : PAYMENT_ENTRY_UNKNOWN;
}

/**
 * Milliseconds until the config's verdict changes by the clock alone (its window opens or ends),
 * undefined when it never will: the entries read the rule again then.
 */
export function msUntilVerdictChanges(
  config: Timed<WebConfig> | undefined,
  nowMs = Date.now(),
): number | undefined {
  const conf = config?.data?.cheese_config?.payment_conf;
  if (!config || conf?.is_open !== Flag.Yes) return undefined;
  const now = serverNow(config, nowMs);
  // The window holds `end_time` itself; it has ended one second later.
  const edges = [conf.start_time, conf.end_time > 0 ? conf.end_time + 1 : 0].filter(
    (edge) => edge > now,
  );
  if (!edges.length) return undefined;
  return (Math.min(...edges) - now) * 1000;
}

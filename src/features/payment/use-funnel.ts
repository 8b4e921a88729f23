import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { track, type TrackedEvent } from '@/shared/events/track';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { tabSet } from '@/shared/storage/tab-set';
import { IDLE, type CheckoutEvent, type CheckoutState } from './model/checkout-machine';
import { checkoutFunnel, funnelOf } from './model/checkout-funnel';
import { readPaySourceId } from './model/pay-storage';

/** Orders whose return and questions this tab has sent; a few per purchase. */
const MAX_ANNOUNCED = 50;

/**
 * A return from the provider and a resume question count once per order and tab: a reload of
 * the page shows the same question again, and is no new return.
 */
function firstInThisTab(announced: ReturnType<typeof tabSet>, event: TrackedEvent): boolean {
  if (event.event !== 'pay_provider_return' && event.event !== 'pay_resume_prompt') return true;
  const { out_trade_no: order } = event.properties;
  if (!order) return true; // an order call never answered: nothing names it
  const dialog = event.event === 'pay_resume_prompt' ? event.properties.dialog : '';
  const key = `${event.event}:${order}:${dialog}`;
  if (announced.has(key)) return false;
  announced.add(key);
  return true;
}

/**
 * Sends the purchase funnel (model/checkout-funnel.ts): the events dispatched since the last run
 * are replayed through the machine from where the funnel stood. The page opening in a resumed
 * state counts as a RESUME from idle (back from a provider without the back/forward cache); a
 * return or a question already sent for an order in this tab (a reload) is not sent again.
 */
export function useFunnel(
  state: CheckoutState,
  opening: CheckoutState,
  dispatch: Dispatch<CheckoutEvent>,
  path: string,
): Dispatch<CheckoutEvent> {
  const log = useRef<{ at: CheckoutState | null; queued: CheckoutEvent[] }>({
    at: null,
    queued: [],
  }); // events not yet sent as funnel events, and the state they start from: not a lock
  useEffect(() => {
    const context = { sourceId: readPaySourceId(path) };
    const { current } = log;
    const sent: TrackedEvent[] = [];
    if (!current.at) {
      const open = { type: 'RESUME', record: null, now: Date.now() } as const;
      sent.push(...checkoutFunnel(IDLE, open, opening, context));
      current.at = opening;
    }
    const replay = funnelOf(current.at, current.queued.splice(0), context);
    current.at = replay.at;
    const announced = tabSet(SESSION_KEYS.funnelAnnounced, MAX_ANNOUNCED);
    [...sent, ...replay.sent].filter((event) => firstInThisTab(announced, event)).forEach(track);
  }, [state, opening, path]);
  return useCallback(
    (event: CheckoutEvent) => {
      log.current.queued.push(event);
      dispatch(event);
    },
    [dispatch],
  );
}

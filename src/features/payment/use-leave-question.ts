/**
 * Leaving the payment page for another one while an order is shown that may be paid: the
 * navigation waits for the buyer's answer to 支付是否已完成？ (the `leave` question). 放弃支付 or
 * closing the question goes on to the page; 返回支付 or a payment found stays.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { useBlocker } from 'react-router-dom';
import { asksOnLeave, type CheckoutEvent, type CheckoutState } from './model/checkout-machine';

export function useLeaveQuestion(state: CheckoutState, dispatch: Dispatch<CheckoutEvent>): void {
  const asks = asksOnLeave(state);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      asks && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = state.kind === 'awaiting' && state.question?.then === 'leave';
  // Whether the held navigation's question was shown: the render before, not a lock.
  const asked = useRef(false);
  const ended = state.kind === 'idle';
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asking) {
      asked.current = true;
      return;
    }
    if (!asked.current) {
      if (asks) dispatch({ type: 'LEAVE' });
      else blocker.reset();
      return;
    }
    asked.current = false;
    if (ended) blocker.proceed();
    else blocker.reset();
  }, [blocker, asking, asks, ended, dispatch]);
}

import { useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import { getUnionOrderState } from '@/api/services/order';
import { OrderPoller, type PollSnapshot } from './model/order-poller';

const IDLE: PollSnapshot = { status: 'idle', polls: 0, consecutiveErrors: 0 };

/**
 * Polls one order while mounted (OrderPoller); a new trade number starts a new poller, and so does
 * a new `restartKey` (已完成支付: look now instead of at the next interval).
 */
export function useOrderPolling(
  outTradeNo: string | undefined,
  expiresAt: number | undefined,
  restartKey = 0,
): PollSnapshot {
  const [snapshot, setSnapshot] = useState<{ tradeNo?: string; value: PollSnapshot }>({
    value: IDLE,
  });
  useEffect(() => {
    if (!outTradeNo) return;
    const poller = new OrderPoller({
      fetchState: (signal) => getUnionOrderState(outTradeNo, { signal, silent: true }),
      expiresAt,
      // A 401 ended the session (the API layer logs out and says so): asking again cannot help.
      endsPolling: (error) => isApiError(error) && error.isUnauthorized,
      onChange: (value) => setSnapshot({ tradeNo: outTradeNo, value }),
    });
    poller.start();
    return () => {
      poller.stop();
      // What this poller saw is not the next one's: a state that polls the same order again
      // (after a login, a return) must not read the old end ('refused') as its own.
      setSnapshot({ value: IDLE });
    };
  }, [outTradeNo, expiresAt, restartKey]);
  return snapshot.tradeNo === outTradeNo ? snapshot.value : IDLE;
}

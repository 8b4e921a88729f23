/**
 * How long one try of a call may take, and how many more tries a retryable failure gets
 * (./retry.ts): one table for every endpoint (docs/product-rules.md §9 "Retries"). An endpoint not
 * listed gets the default: the client's time limit and no retry.
 */
import { API_TIMEOUT_MS } from '@/shared/constants';
import { retryUpTo } from './retry';

export interface CallPolicy {
  timeoutMs: number;
  retries: number;
}

const DEFAULT_POLICY: CallPolicy = { timeoutMs: API_TIMEOUT_MS, retries: 0 };

export const CALL_POLICIES: Readonly<Record<string, CallPolicy>> = {
  '/v1/web/user/info/get': { timeoutMs: API_TIMEOUT_MS, retries: 3 },
  '/v1/ow/im/info': { timeoutMs: API_TIMEOUT_MS, retries: 2 },
  // Longer than the rest: an order call cut off leaves the buyer unsure whether the order exists
  // (trying again with the same intent settles it). Never retried by itself: the buyer decides.
  '/v1/api/order/union_order_pay': { timeoutMs: 30_000, retries: 0 },
};

export function callPolicy(path: string): CallPolicy {
  return CALL_POLICIES[path] ?? DEFAULT_POLICY;
}

/** A React Query `retry` function with the table's retries for `path`. */
export function retryFor(path: string) {
  return retryUpTo(callPolicy(path).retries);
}

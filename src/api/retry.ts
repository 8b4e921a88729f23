import { isApiError } from './errors';

/**
 * Whether a failed call is worth another try: network, timeout, parse and server errors are;
 * business errors, 401 (docs/backend-contract.md: never retried) and other client errors are not.
 */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'business' || error.isUnauthorized) return false;
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** A React Query `retry` function: at most `max` retries, only of retryable errors. */
export function retryUpTo(max: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < max && isRetryable(error);
}

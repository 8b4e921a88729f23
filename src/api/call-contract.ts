/**
 * What a call is and how a failed one ends (the 401 handler, the notifier, the thrown error):
 * shared by request.ts, which callers use, and transport.ts, which it loads with the first call.
 */
import type { Service } from './client';
import type { ApiError } from './errors';

/** docs/backend-contract.md envelope. */
export interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
  meta?: Meta;
}
interface Meta {
  /** Server time, Unix seconds. */
  time?: number;
  [key: string]: unknown;
}
export interface WithMeta<T> {
  data: T;
  meta: Meta;
  headers: Headers;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** What a caller of a service function may pass (React Query's `signal`, quiet calls). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** No toast on failure (the error is still thrown). */
  silent?: boolean | undefined;
  /** Overrides the endpoint's time limit (CALL_POLICIES in ./call-policy.ts). */
  timeout?: number | undefined;
}

export interface RequestOptions extends CallOptions {
  method?: 'get' | 'post' | 'put' | 'delete';
  service?: Service;
  searchParams?: SearchParams;
  json?: unknown;
  headers?: Record<string, string>;
  /** Do not run the 401 handler (the logout call itself). */
  ignoreUnauthorized?: boolean;
  /**
   * Set by the transport, not by callers: the token the call was sent with (its Authorization).
   * A 401 ends the session only while that token is still the current one (transport.ts).
   */
  sentToken?: string | undefined;
}

// ── Registered handlers (set by the app layer; api/ never imports UI) ────────

export interface ErrorNotice {
  /** Stable id (= message) so the toaster can group repeats. */
  id: string;
  message: string;
  error: ApiError;
}
type ErrorNotifier = (notice: ErrorNotice) => void;
type UnauthorizedHandler = (error: ApiError) => void;

let notifier: ErrorNotifier | undefined;
let unauthorizedHandler: UnauthorizedHandler | undefined;
let unauthorizedGateOpen = true;

export function setErrorNotifier(fn: ErrorNotifier | null): void {
  notifier = fn ?? undefined;
}

/** Called once per session end, however many calls fail with 401 together. */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): void {
  unauthorizedHandler = fn ?? undefined;
}

/** Re-arms the 401 handler; login calls it on success. */
export function resetUnauthorizedGate(): void {
  unauthorizedGateOpen = true;
}

/** Runs the 401 handler and the notifier for a failed call, then throws its error. */
export function fail(error: ApiError, options: RequestOptions): never {
  if (error.isUnauthorized && !options.ignoreUnauthorized && unauthorizedGateOpen) {
    unauthorizedGateOpen = false;
    try {
      unauthorizedHandler?.(error);
    } catch {
      // A failing handler must not turn into a different error for the caller.
    }
  }
  if (!options.silent) {
    try {
      notifier?.({ id: error.message, message: error.message, error });
    } catch {
      // Same as above: notifying is best effort.
    }
  }
  throw error;
}

export function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

export type BinaryOrJson<T> =
  | { kind: 'binary'; blob: Blob; headers: Headers }
  | { kind: 'json'; data: T; meta: Meta; headers: Headers };

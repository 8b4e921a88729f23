import type { Service } from './client';
import { ApiError, offlineMessage } from './errors';
import type { Timed } from './types';

/** API.md envelope. */
export interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
  meta?: Meta;
}
export interface Meta {
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
  /** Overrides the 15 s default. */
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

// ── Public request functions ─────────────────────────────────────────────────

type Transport = typeof import('./transport');
let transport: Promise<Transport> | undefined;

/**
 * The sending code (ky, headers, envelope rules: ./transport) loads with the first call. A load
 * that fails (offline, a deploy removed the chunk) is the same "check your network" failure as
 * a call that cannot be sent. It is forgotten so that the next call asks again; a browser that
 * keeps failed module loads (Chromium, for now) fails that again, and the build check's reload
 * (SPEC.md §4, once the browser is online) is then what recovers.
 */
function importTransport(): Promise<Transport> {
  transport ??= import('./transport').catch((error: unknown) => {
    transport = undefined;
    throw error;
  });
  return transport;
}

function loadTransport(path: string, options: RequestOptions): Promise<Transport> {
  return importTransport().catch((cause: unknown) => {
    if (isAbort(cause, options.signal)) throw cause;
    return fail(
      new ApiError({ kind: 'network', message: offlineMessage(), url: path, cause }),
      options,
    );
  });
}

/** Start-up loads the sending code once the page is idle, so later calls do not wait for it. */
export function preloadTransport(): void {
  importTransport().catch(() => undefined);
}

/** Sends a call and returns the envelope's `data`, its `meta` and the response headers. */
export async function requestWithMeta<T>(
  path: string,
  options: RequestOptions = {},
): Promise<WithMeta<T>> {
  return (await loadTransport(path, options)).sendForMeta<T>(path, options);
}

/** Sends a call and returns the envelope's `data`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithMeta<T>(path, options)).data;
}

export type BinaryOrJson<T> =
  | { kind: 'binary'; blob: Blob; headers: Headers }
  | { kind: 'json'; data: T; meta: Meta; headers: Headers };

/**
 * For answers that are either a file (e.g. a QR image) or a JSON envelope, told apart by
 * Content-Type. Errors follow the same rules as `request`.
 */
export async function requestBinaryOrJson<T>(
  path: string,
  binaryType: (contentType: string) => boolean,
  options: RequestOptions = {},
): Promise<BinaryOrJson<T>> {
  return (await loadTransport(path, options)).sendBinaryOrJson<T>(path, binaryType, options);
}

/** `request` plus the server time of `meta.time` (Unix seconds). */
export async function requestTimed<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Timed<T>> {
  const { data, meta } = await requestWithMeta<T>(path, options);
  return {
    data,
    serverTime: typeof meta.time === 'number' ? meta.time : undefined,
    receivedAt: Date.now(),
  };
}

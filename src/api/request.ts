import type { Options as KyOptions } from 'ky';
import { API_SUCCESS_CODES } from '@/shared/constants';
import { apiClient, serviceBase, type Service } from './client';
import {
  ApiError,
  isRecord,
  offlineMessage,
  parseMessage,
  pickMessage,
  unauthorizedMessage,
} from './errors';
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

function fail(error: ApiError, options: RequestOptions): never {
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

// ── Sending ──────────────────────────────────────────────────────────────────

function buildSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out.set(key, String(value));
  }
  return out;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const url = serviceBase(options.service ?? 'main') + path;
  const kyOptions: KyOptions = { method: options.method ?? 'get' };
  const searchParams = buildSearchParams(options.searchParams);
  if (searchParams) kyOptions.searchParams = searchParams;
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.headers) kyOptions.headers = options.headers;
  if (options.signal) kyOptions.signal = options.signal;
  if (options.timeout !== undefined) kyOptions.timeout = options.timeout;
  try {
    const http = await apiClient();
    return await http(url, kyOptions);
  } catch (error) {
    // A cancelled query is not a failure to show: hand the AbortError back untouched.
    if (isAbort(error, options.signal)) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return fail(
      new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        message: offlineMessage(),
        url,
        cause: error,
      }),
      options,
    );
  }
}

type Parsed = { ok: true; body: unknown } | { ok: false; cause?: unknown };

async function readJson(response: Response, options: RequestOptions): Promise<Parsed> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    return fail(
      new ApiError({
        kind: 'network',
        message: offlineMessage(),
        status: response.status,
        url: response.url,
        cause: error,
      }),
      options,
    );
  }
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, cause };
  }
}

function envelopeCode(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const raw = body.code;
  const code =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && raw.trim() !== ''
        ? Number(raw)
        : NaN;
  return Number.isFinite(code) ? code : undefined;
}

/** Applies the envelope rules of API.md to a response; throws (and notifies) an ApiError. */
async function unwrap<T>(response: Response, options: RequestOptions): Promise<WithMeta<T>> {
  const { status, url } = response;
  const parsed = await readJson(response, options);
  const body = parsed.ok ? parsed.body : undefined;
  const code = envelopeCode(body);

  if (status === 401 || code === 401) {
    const kind = status === 401 ? 'http' : 'business';
    return fail(new ApiError({ kind, message: unauthorizedMessage(), code, status, url }), options);
  }
  if (!response.ok) {
    return fail(
      new ApiError({ kind: 'http', message: pickMessage(body, status), code, status, url }),
      options,
    );
  }
  if (!parsed.ok || code === undefined) {
    const cause = parsed.ok ? new Error('response is not an API envelope') : parsed.cause;
    return fail(
      new ApiError({ kind: 'parse', message: parseMessage(), status, url, cause }),
      options,
    );
  }
  if (!API_SUCCESS_CODES.includes(code)) {
    return fail(
      new ApiError({ kind: 'business', message: pickMessage(body, status), code, status, url }),
      options,
    );
  }
  const envelope = body as Envelope<T>;
  return {
    data: envelope.data as T,
    meta: isRecord(envelope.meta) ? envelope.meta : {},
    headers: response.headers,
  };
}

// ── Public request functions ─────────────────────────────────────────────────

/** Sends a call and returns the envelope's `data`, its `meta` and the response headers. */
export async function requestWithMeta<T>(
  path: string,
  options: RequestOptions = {},
): Promise<WithMeta<T>> {
  const response = await send(path, options);
  return unwrap<T>(response, options);
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
  const response = await send(path, options);
  const contentType = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (!response.ok || !binaryType(contentType)) {
    const result = await unwrap<T>(response, options);
    return { kind: 'json', ...result };
  }
  try {
    return { kind: 'binary', blob: await response.blob(), headers: response.headers };
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    return fail(
      new ApiError({
        kind: 'network',
        message: offlineMessage(),
        status: response.status,
        url: response.url,
        cause: error,
      }),
      options,
    );
  }
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

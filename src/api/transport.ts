import type { Options as KyOptions } from 'ky';
import { API_SUCCESS_CODES } from '@/shared/constants';
import { getToken } from '@/shared/storage/token';
import { callPolicy } from './call-policy';
import { apiClient, serviceBase } from './client';
import { ApiError, offlineMessage, parseMessage, pickMessage, unauthorizedMessage } from './errors';
import {
  fail,
  isAbort,
  type BinaryOrJson,
  type Envelope,
  type RequestOptions,
  type SearchParams,
  type WithMeta,
} from './call-contract';
import { reportClientError } from '@/shared/events/client-errors';
import { isRecord } from '@/shared/is-record';

/**
 * The sending half of the API layer: ky, the common headers and the envelope rules of
 * docs/backend-contract.md. request.ts loads it with the first call (and start-up preloads it when
 * the page is idle), so that the landing page of a visitor who is not logged in, which calls no
 * API, does without it (docs/decisions/0008-first-load-budget.md).
 */

/**
 * Every failure of a sent call, silent or shown, is also a client error for the engineers
 * (docs/tracking-plan.md `client_error`); here, not in ./call-contract.ts, which is in the first
 * load of every page.
 */
function failReported(error: ApiError, options: RequestOptions): never {
  reportClientError({
    kind: 'api',
    name: error.name,
    message: error.message,
    endpoint: error.url ?? '',
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.code !== undefined ? { code: error.code } : {}),
    reason: error.kind,
  });
  return fail(error, options);
}

function buildSearchParams(params: SearchParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) out.set(key, String(value));
  }
  return out;
}

/** The call's options with the token it is sent with, read once (a 401 compares it: `unwrap`). */
function withSentToken(options: RequestOptions): RequestOptions {
  return { ...options, sentToken: getToken() };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const url = serviceBase(options.service ?? 'main') + path;
  const kyOptions: KyOptions = { method: options.method ?? 'get' };
  const searchParams = buildSearchParams(options.searchParams);
  if (searchParams) kyOptions.searchParams = searchParams;
  if (options.json !== undefined) kyOptions.json = options.json;
  const auth: Record<string, string> = options.sentToken
    ? { Authorization: options.sentToken }
    : {};
  kyOptions.headers = { ...auth, ...options.headers };
  if (options.signal) kyOptions.signal = options.signal;
  kyOptions.timeout = options.timeout ?? callPolicy(path).timeoutMs;
  try {
    return await apiClient()(url, kyOptions);
  } catch (error) {
    // A cancelled query is not a failure to show: hand the AbortError back untouched.
    if (isAbort(error, options.signal)) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return failReported(
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

/** The connection broke while the body was read: the "check your network" failure (a cancel stays one). */
function bodyLost(response: Response, error: unknown, options: RequestOptions): never {
  if (isAbort(error, options.signal)) throw error;
  return failReported(
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

type Parsed = { ok: true; body: unknown } | { ok: false; cause?: unknown };

async function readJson(response: Response, options: RequestOptions): Promise<Parsed> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return bodyLost(response, error, options);
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

/**
 * Applies the envelope rules of docs/backend-contract.md to a response; throws (and notifies) an
 * ApiError.
 */
export async function unwrap<T>(response: Response, options: RequestOptions): Promise<WithMeta<T>> {
  const { status, url } = response;
  const parsed = await readJson(response, options);
  const body = parsed.ok ? parsed.body : undefined;
  const code = envelopeCode(body);

  if (status === 401 || code === 401) {
    const kind = status === 401 ? 'http' : 'business';
    const error = new ApiError({ kind, message: unauthorizedMessage(), code, status, url });
    // A 401 answered to an older token (a call sent before a logout and a new login) says nothing
    // about the current session, which it must not end: no 401 handler for it.
    const stale = options.sentToken !== getToken();
    return failReported(error, stale ? { ...options, ignoreUnauthorized: true } : options);
  }
  if (!response.ok) {
    return failReported(
      new ApiError({ kind: 'http', message: pickMessage(body, status), code, status, url }),
      options,
    );
  }
  if (!parsed.ok || code === undefined) {
    const cause = parsed.ok ? new Error('response is not an API envelope') : parsed.cause;
    return failReported(
      new ApiError({ kind: 'parse', message: parseMessage(), status, url, cause }),
      options,
    );
  }
  if (!API_SUCCESS_CODES.includes(code)) {
    return failReported(
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

/** `requestWithMeta` of request.ts. */
export async function sendForMeta<T>(path: string, options: RequestOptions): Promise<WithMeta<T>> {
  const sent = withSentToken(options);
  return unwrap<T>(await send(path, sent), sent);
}

/** `requestBinaryOrJson` of request.ts. */
export async function sendBinaryOrJson<T>(
  path: string,
  binaryType: (contentType: string) => boolean,
  callOptions: RequestOptions,
): Promise<BinaryOrJson<T>> {
  const options = withSentToken(callOptions);
  const response = await send(path, options);
  const contentType = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (!response.ok || !binaryType(contentType)) {
    const result = await unwrap<T>(response, options);
    return { kind: 'json', ...result };
  }
  try {
    return { kind: 'binary', blob: await response.blob(), headers: response.headers };
  } catch (error) {
    return bodyLost(response, error, options);
  }
}

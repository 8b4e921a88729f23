import { nextTask } from '@/shared/next-task';
import { ApiError, offlineMessage } from './errors';
import type { Timed } from './types';
import {
  fail,
  isAbort,
  type BinaryOrJson,
  type RequestOptions,
  type WithMeta,
} from './call-contract';

export {
  resetUnauthorizedGate,
  setErrorNotifier,
  setUnauthorizedHandler,
  type BinaryOrJson,
  type CallOptions,
  type ErrorNotice,
  type RequestOptions,
  type WithMeta,
} from './call-contract';

// ── Public request functions ─────────────────────────────────────────────────

type Transport = typeof import('./transport');
let transport: Promise<Transport> | undefined;
let loaded: Transport | undefined;

/**
 * The sending code (ky, headers, envelope rules: ./transport) loads with the first call. A load
 * that fails (offline, a deploy removed the chunk) is the same "check your network" failure as
 * a call that cannot be sent. It is forgotten so that the next call asks again; a browser that
 * keeps failed module loads (Chromium, for now) fails that again, and the build check's reload
 * (docs/product-rules.md §4, once the browser is online) is then what recovers.
 */
function importTransport(): Promise<Transport> {
  if (!transport) {
    transport = import('./transport').catch((error: unknown) => {
      transport = undefined;
      throw error;
    });
    // Kept once there: a call made after it loaded goes at once (loadTransport).
    transport.then(
      (module) => (loaded = module),
      () => undefined,
    );
  }
  return transport;
}

let lastTurn: Promise<void> | undefined;

/**
 * The calls that waited for the sending code go out one task apart once it arrives, not all in
 * the task that received it: /payment's three first calls, sent together with ky's first run,
 * make one of the longest tasks of the page's start (docs/decisions/0008-first-load-budget.md
 * "The first calls, one task apart"). The first goes at once, each next one a task later.
 */
function turnToSend(): Promise<void> {
  const turn = lastTurn ? lastTurn.then(() => nextTask()) : Promise.resolve();
  lastTurn = turn;
  return turn;
}

function loadTransport(path: string, options: RequestOptions): Promise<Transport> {
  if (loaded) return Promise.resolve(loaded);
  return importTransport().then(
    async (module) => {
      await turnToSend();
      return module;
    },
    (cause: unknown) => {
      if (isAbort(cause, options.signal)) throw cause;
      return fail(
        new ApiError({ kind: 'network', message: offlineMessage(), url: path, cause }),
        options,
      );
    },
  );
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

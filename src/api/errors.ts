import { t } from '@/i18n';
import { api as apiTexts } from '@/i18n/zh-CN/api';
import { isRecord } from '@/shared/is-record';

export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'parse';

/**
 * The one error every API call throws. `message` is always user-facing Chinese, chosen in
 * docs/backend-contract.md's order: response `message`, else `data.message`, else the status text,
 * else 未知错误.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** Envelope `code` (business errors, and HTTP errors whose body carried one). */
  readonly code: number | undefined;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** Request URL, for logs. */
  readonly url: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    code?: number | undefined;
    status?: number | undefined;
    url?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.url = init.url;
  }

  /** HTTP 401 or envelope code 401: the session is over. */
  get isUnauthorized(): boolean {
    return this.status === 401 || this.code === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type StatusKey = keyof typeof apiTexts.status;

/** The Chinese status text of the i18n resources, or undefined for a status it does not know. */
function statusText(status: number | undefined): string | undefined {
  if (status === undefined) return undefined;
  const key = String(status);
  if (key in apiTexts.status) return t(`api:status.${key as StatusKey}`);
  if (status >= 500 && status <= 599) return t('api:status.5xx');
  return undefined;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * docs/backend-contract.md message order for a parsed body (envelope or not) and an HTTP status.
 */
export function pickMessage(body: unknown, status: number | undefined): string {
  const record = isRecord(body) ? body : undefined;
  const data = record && isRecord(record.data) ? record.data : undefined;
  return (
    nonEmpty(record?.message) ??
    nonEmpty(data?.message) ??
    (status !== undefined && (status < 200 || status > 299) ? statusText(status) : undefined) ??
    t('api:error.unknown')
  );
}

export const offlineMessage = (): string => t('api:error.offline');
export const unauthorizedMessage = (): string => t('api:error.unauthorized');
export const parseMessage = (): string => t('api:error.parse');

import { HttpResponse } from 'msw';
import { clockOffset } from '../state/store';

/**
 * Server time in Unix seconds, as every `*_time` field and `meta.time` carry it
 * (docs/backend-contract.md): the real clock moved by the QA clock offset.
 */
export const nowSec = (): number => realNowSec() + clockOffset();

/** The real clock in Unix seconds: what payment windows and promotion periods are anchored to. */
export const realNowSec = (): number => Math.floor(Date.now() / 1000);

export const DAY = 86_400;
export const YEAR = 365 * DAY;
export const GB = 1024 ** 3;
export const TB = 1024 ** 4;

export const BUSINESS_ERRORS = {
  badRequest: 400,
  unauthorized: 401,
  packError: 37,
  unionProductPurchase: 41,
  unionDeductionMulti: 42,
  verifyCode: 3004,
  authVerify: 5025,
  repeatVerify: 5028,
  deductionInvalid: 5030,
  deductionDowngrade: 5031,
} as const;

/** The success envelope: `{code: 0, data, meta: {time}}`. */
export function ok(data: unknown = {}, init?: ResponseInit): Response {
  return HttpResponse.json({ code: 0, data, meta: { time: nowSec() } }, init);
}

/**
 * A business error: HTTP 200 with a non-zero `code` (docs/backend-contract.md "Envelope and
 * errors").
 */
export function fail(code: number, message: string, status = 200): Response {
  return HttpResponse.json({ code, message, meta: { time: nowSec() } }, { status });
}

export const badRequest = (message: string): Response => fail(BUSINESS_ERRORS.badRequest, message);

export const unauthorized = (): Response =>
  fail(BUSINESS_ERRORS.unauthorized, '身份验证过期，请重新登录', 401);

/** Reads a JSON body as a plain record; anything else (no body, bad JSON, an array) is `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** An integer from a JSON number or a numeric string; `undefined` for anything else. */
export function toInt(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

export function toStr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Page and page size from the query, clamped the way a real list endpoint would. */
export function pageOf(request: Request, defaultSize = 10): { page: number; pageSize: number } {
  const q = query(request);
  const page = Math.max(1, toInt(q.get('page')) ?? 1);
  const pageSize = Math.min(50, Math.max(1, toInt(q.get('page_size')) ?? defaultSize));
  return { page, pageSize };
}

export function paginate<T>(items: T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const TAX_NO_PATTERN = /^[0-9A-Z]{15,20}$/;

export function randomHex(length: number): string {
  let out = '';
  while (out.length < length)
    out += Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

export function randomDigits(length: number): string {
  let out = '';
  while (out.length < length) out += String(Math.floor(Math.random() * 10));
  return out;
}

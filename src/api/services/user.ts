/** User service: login-related calls (docs/product-rules.md §7 "a separate user-service host"). */
import { PHONE_CC, TOKEN_TYPE } from '@/shared/constants';
import { LoginMode } from '@/shared/enums';
import { request, resetUnauthorizedGate, type CallOptions } from '../request';
import type { LoginRequest, LoginResult, SendVerifyCodeRequest, User } from '../types';

export function sendVerifyCode(
  phone: string,
  options?: CallOptions,
): Promise<Record<string, never>> {
  const json: SendVerifyCodeRequest = { phone, phone_cc: PHONE_CC, token_type: TOKEN_TYPE };
  return request('/v1/web/send_verify_code', { ...options, service: 'user', method: 'post', json });
}

export interface LoginInput {
  phone: string;
  /** The code (or, in password mode, the password) as typed; only its MD5 hex goes over the wire. */
  code: string;
  /**
   * Attribution source id (docs/architecture.md "Attribution details": source_id, else sId, else
   * 0).
   */
  sourceId: number;
  /** Default SMS; password mode adds `login_mode: 2` to the body (ADR 0006). */
  mode?: LoginMode;
}

/** Logs in and re-arms the 401 handler. Storing the token is the caller's job (setToken). */
export async function login(input: LoginInput, options?: CallOptions): Promise<LoginResult> {
  // MD5 only ever runs on login, so it stays out of the first load (perf-budget.json).
  const { default: SparkMD5 } = await import('spark-md5');
  const json: LoginRequest = {
    phone: input.phone,
    verify_code: SparkMD5.hash(input.code),
    phone_cc: PHONE_CC,
    token_type: TOKEN_TYPE,
    cheese_org_source_id: input.sourceId,
    ...(input.mode === LoginMode.Password ? { login_mode: LoginMode.Password } : {}),
  };
  const result = await request<LoginResult>('/v1/web/login', {
    ...options,
    service: 'user',
    method: 'post',
    json,
  });
  resetUnauthorizedGate();
  return result;
}

export const USER_INFO_PATH = '/v1/web/user/info/get';

/** POST with an empty object (docs/product-rules.md §7). */
export function getUserInfo(options?: CallOptions): Promise<User> {
  return request<User>(USER_INFO_PATH, {
    ...options,
    service: 'user',
    method: 'post',
    json: {},
  });
}

/** Server-side logout: never toasts, and a 401 here does not re-trigger the logout handler. */
export function logout(options?: CallOptions): Promise<Record<string, never>> {
  return request('/v1/api/user/logout', {
    ...options,
    service: 'user',
    method: 'post',
    json: {},
    silent: true,
    ignoreUnauthorized: true,
  });
}

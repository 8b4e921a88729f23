import SparkMD5 from 'spark-md5';
import { http } from 'msw';
import { getDb, updateDb } from '../db';
import { startSession, withUser } from '../lib/session';
import { userInfo } from '../account';
import { MOCK_PASSWORD, SMS_CODE } from '../fixtures/accounts';
import {
  badRequest,
  BUSINESS_ERRORS,
  fail,
  nowSec,
  ok,
  PHONE_PATTERN,
  readBody,
  toInt,
  toStr,
} from '../lib/http';

const TOKEN_TYPE = 32771;
const SENDS_PER_HOUR = 9;
const VALID_CODE_MD5 = SparkMD5.hash(SMS_CODE);
const VALID_PASSWORD_MD5 = SparkMD5.hash(MOCK_PASSWORD);
const PASSWORD_MODE = 2;

/** Shared checks of send_verify_code and login bodies; returns an error response or the phone. */
function checkPhoneBody(body: Record<string, unknown>): Response | string {
  const phone = toStr(body.phone) ?? '';
  if (!PHONE_PATTERN.test(phone)) return badRequest('请输入正确的手机号');
  if (body.phone_cc !== '86' && body.phone_cc !== 86)
    return badRequest('暂只支持中国大陆手机号（phone_cc 86）');
  if (toInt(body.token_type) !== TOKEN_TYPE) return badRequest('参数错误：token_type');
  return phone;
}

export const userHandlers = [
  http.post('*/v1/web/send_verify_code', async ({ request }) => {
    const phone = checkPhoneBody(await readBody(request));
    if (typeof phone !== 'string') return phone;
    const now = nowSec();
    return updateDb((db) => {
      const recent = (db.sendLog[phone] ?? []).filter((t) => now - t < 3600);
      if (recent.length >= SENDS_PER_HOUR) {
        db.sendLog[phone] = recent;
        return fail(BUSINESS_ERRORS.repeatVerify, '验证码发送过于频繁，请 1 小时后再试');
      }
      db.sendLog[phone] = [...recent, now];
      return ok({});
    });
  }),

  http.post('*/v1/web/login', async ({ request }) => {
    const body = await readBody(request);
    const phone = checkPhoneBody(body);
    if (typeof phone !== 'string') return phone;
    const code = toStr(body.verify_code) ?? '';
    if (!/^[0-9a-f]{32}$/i.test(code)) return badRequest('参数错误：verify_code 须为验证码的 MD5');
    // Password mode (ADR 0006): verify_code carries the password's md5; only existing accounts.
    if (toInt(body.login_mode) === PASSWORD_MODE) {
      const known = getDb().users.some((u) => u.phone === phone);
      if (!known || code.toLowerCase() !== VALID_PASSWORD_MD5)
        return fail(BUSINESS_ERRORS.authVerify, '手机号或密码错误');
    } else if (code.toLowerCase() !== VALID_CODE_MD5) {
      return fail(BUSINESS_ERRORS.verifyCode, '验证码错误');
    }
    const sourceId = body.cheese_org_source_id === undefined ? 0 : toInt(body.cheese_org_source_id);
    if (sourceId === undefined || sourceId < 0) return badRequest('参数错误：cheese_org_source_id');
    return updateDb((db) => ok(startSession(db, phone, sourceId)));
  }),

  http.post('*/v1/web/user/info/get', ({ request }) =>
    withUser(request, (user, _db, token) => ok(userInfo(user, token))),
  ),

  // Logging out twice (or with an expired token) is not an error: the client is leaving anyway.
  http.post('*/v1/api/user/logout', ({ request }) => {
    const token = request.headers.get('Authorization')?.trim();
    if (token) {
      updateDb((db) => {
        delete db.sessions[token];
      });
    }
    return ok({});
  }),
];

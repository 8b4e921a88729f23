import SparkMD5 from 'spark-md5';
import { describe, expect, it } from 'vitest';
import { json, login, setupMockServer } from './client';
import { NON_MEMBER_TOKEN, TEST_PHONE, TEST_TOKEN } from '../../../mocks/node';

setupMockServer();

const loginBody = (phone: string, code: string) => ({
  phone,
  verify_code: SparkMD5.hash(code),
  phone_cc: '86',
  token_type: 32771,
  cheese_org_source_id: 0,
});

interface UserInfo {
  user_id: number;
  phone: string;
  is_vip: number;
  total_space: number;
  used_space: number;
  left_retouch_count: number;
}

describe('login', () => {
  it('accepts the md5 of 123456 and answers {token, user_id}', async () => {
    const { status, body } = await json<{ token: string; user_id: number }>('/v1/web/login', {
      body: loginBody(TEST_PHONE, '123456'),
    });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data?.token).toEqual(expect.any(String));
    expect(body.data?.user_id).toBe(10001);
    expect(body.meta?.time).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('answers 3004 验证码错误 for another code', async () => {
    const { status, body } = await json('/v1/web/login', { body: loginBody(TEST_PHONE, '654321') });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 3004, message: '验证码错误' });
  });

  it('refuses a plain-text code and an invalid phone', async () => {
    const plain = await json('/v1/web/login', {
      body: { ...loginBody(TEST_PHONE, ''), verify_code: '123456' },
    });
    expect(plain.body.code).toBe(400);
    const phone = await json('/v1/web/login', { body: loginBody('12345', '123456') });
    expect(phone.body.code).toBe(400);
  });

  it('logs any other valid phone in as a fresh non-member', async () => {
    const token = await login('15912345678');
    const { body } = await json<UserInfo>('/v1/web/user/info/get', { body: {}, token });
    expect(body.data).toMatchObject({
      phone: '15912345678',
      is_vip: 0,
      used_space: 0,
      left_retouch_count: 0,
    });
  });
});

describe('send_verify_code', () => {
  it('answers 5028 on the 10th send within an hour', async () => {
    const send = () =>
      json('/v1/web/send_verify_code', {
        body: { phone: '13700137000', phone_cc: '86', token_type: 32771 },
      });
    for (let i = 1; i <= 9; i++) expect((await send()).body.code).toBe(0);
    expect((await send()).body.code).toBe(5028);
  });
});

describe('auth', () => {
  it('answers HTTP 401 without a token, with an unknown one and with "Bearer <token>"', async () => {
    for (const token of [undefined, 'nope', `Bearer ${TEST_TOKEN}`]) {
      const { status, body } = await json('/v1/web/user/info/get', { body: {}, token });
      expect(status).toBe(401);
      expect(body.code).toBe(401);
    }
    expect((await json('/v1/api/user/assets')).status).toBe(401);
    expect((await json('/v1/api/order/union_order_state?out_trade_no=x&app_id=8')).status).toBe(
      401,
    );
  });

  it('knows the fixture tokens: the test phone is a member, 13900139000 is not', async () => {
    const member = await json<UserInfo>('/v1/web/user/info/get', { body: {}, token: TEST_TOKEN });
    expect(member.body.data).toMatchObject({ phone: TEST_PHONE, is_vip: 1 });
    const other = await json<UserInfo>('/v1/web/user/info/get', {
      body: {},
      token: NON_MEMBER_TOKEN,
    });
    expect(other.body.data).toMatchObject({ is_vip: 0 });
  });

  it('logout revokes the token', async () => {
    const token = await login();
    expect((await json('/v1/api/user/logout', { body: {}, token })).body.code).toBe(0);
    expect((await json('/v1/web/user/info/get', { body: {}, token })).status).toBe(401);
  });
});

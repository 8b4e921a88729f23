import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  initialLoginSubmit,
  loginFailure,
  reduceLoginSubmit,
  type LoginSubmitEvent,
  type LoginSubmitState,
} from '@/features/auth/login/login-submit-machine';
import { BusinessCode, LoginMode } from '@/shared/enums';

const CREDENTIALS = { phone: '13800138000', secret: '123456', mode: LoginMode.SMS };
const OTHER = { phone: '13900139000', secret: '654321', mode: LoginMode.SMS };

const run = (events: LoginSubmitEvent[], from: LoginSubmitState = initialLoginSubmit) =>
  events.reduce(reduceLoginSubmit, from);

const agreed = run([{ type: 'agreementToggled', agreed: true }]);

describe('the login dialog’s submit, transition by transition', () => {
  it('editing, agreed: a submit sends, and clears the form’s message', () => {
    const state = run(
      [
        { type: 'codeFailed', formError: '网络异常' },
        { type: 'submitted', credentials: CREDENTIALS },
      ],
      agreed,
    );
    expect(state).toMatchObject({ phase: 'submitting', credentials: CREDENTIALS });
    expect(state.formError).toBeUndefined();
  });

  it('editing, not agreed: a submit holds the credentials and asks for the agreement', () => {
    const state = run([{ type: 'submitted', credentials: CREDENTIALS }]);
    expect(state).toMatchObject({ phase: 'confirming', credentials: CREDENTIALS, agreed: false });
  });

  it('confirming: accepting ticks the agreement and sends the held credentials', () => {
    const state = run([
      { type: 'submitted', credentials: CREDENTIALS },
      { type: 'agreementAccepted' },
    ]);
    expect(state).toMatchObject({ phase: 'submitting', credentials: CREDENTIALS, agreed: true });
  });

  it('confirming: declining drops the credentials and leaves the agreement unticked', () => {
    const state = run([
      { type: 'submitted', credentials: CREDENTIALS },
      { type: 'agreementDeclined' },
    ]);
    expect(state).toEqual({ ...initialLoginSubmit, credentials: undefined, formError: undefined });
  });

  it('one login at a time: a submit while confirming or submitting is ignored', () => {
    const confirming = run([{ type: 'submitted', credentials: CREDENTIALS }]);
    expect(reduceLoginSubmit(confirming, { type: 'submitted', credentials: OTHER })).toBe(
      confirming,
    );
    const submitting = run([{ type: 'submitted', credentials: CREDENTIALS }], agreed);
    expect(reduceLoginSubmit(submitting, { type: 'submitted', credentials: OTHER })).toBe(
      submitting,
    );
    expect(reduceLoginSubmit(submitting, { type: 'agreementAccepted' })).toBe(submitting);
    expect(reduceLoginSubmit(submitting, { type: 'agreementDeclined' })).toBe(submitting);
  });

  it('submitting: a login that fails goes back to editing, with its message or without (a field has it)', () => {
    const submitting = run([{ type: 'submitted', credentials: CREDENTIALS }], agreed);
    expect(
      reduceLoginSubmit(submitting, { type: 'loginFailed', formError: '服务繁忙' }),
    ).toMatchObject({
      phase: 'editing',
      credentials: undefined,
      formError: '服务繁忙',
    });
    expect(reduceLoginSubmit(submitting, { type: 'loginFailed' }).formError).toBeUndefined();
  });

  it('submitting: a login that succeeds ends the submit', () => {
    const state = run(
      [{ type: 'submitted', credentials: CREDENTIALS }, { type: 'loggedIn' }],
      agreed,
    );
    expect(state).toMatchObject({ phase: 'editing', credentials: undefined });
  });

  it('an outcome outside submitting is ignored', () => {
    expect(reduceLoginSubmit(agreed, { type: 'loggedIn' })).toBe(agreed);
    expect(reduceLoginSubmit(agreed, { type: 'loginFailed', formError: 'x' })).toBe(agreed);
    expect(reduceLoginSubmit(agreed, { type: 'agreementAccepted' })).toBe(agreed);
  });

  it('the code’s messages: asking clears the form’s message, sent shows the note, failed swaps it for the message', () => {
    const sent = run([
      { type: 'codeFailed', formError: '发送失败' },
      { type: 'codeRequested' },
      { type: 'codeSent', notice: '验证码已发送至 138****8000' },
    ]);
    expect(sent).toMatchObject({ formError: undefined, notice: '验证码已发送至 138****8000' });
    expect(reduceLoginSubmit(sent, { type: 'codeFailed', formError: '发送太频繁' })).toMatchObject({
      formError: '发送太频繁',
      notice: undefined,
    });
  });

  it('switching between SMS and password clears both messages', () => {
    const state = run([
      { type: 'codeSent', notice: '已发送' },
      { type: 'codeFailed', formError: '失败' },
      { type: 'modeSwitched' },
    ]);
    expect(state.formError).toBeUndefined();
    expect(state.notice).toBeUndefined();
  });
});

describe('where a failed login’s message goes', () => {
  it('a wrong code or password under its field, anything else above the button', () => {
    const wrongCode = new ApiError({
      kind: 'business',
      message: '验证码错误',
      code: BusinessCode.VerificationCode,
    });
    expect(loginFailure(wrongCode, LoginMode.SMS, '未知错误')).toEqual({
      field: 'code',
      message: '验证码错误',
    });
    const wrongPassword = new ApiError({
      kind: 'business',
      message: '密码错误',
      code: BusinessCode.AuthVerify,
    });
    expect(loginFailure(wrongPassword, LoginMode.Password, '未知错误')).toEqual({
      field: 'password',
      message: '密码错误',
    });
    expect(loginFailure(new Error('网络异常'), LoginMode.SMS, '未知错误')).toEqual({
      message: '网络异常',
    });
    expect(loginFailure('?', LoginMode.SMS, '未知错误')).toEqual({ message: '未知错误' });
  });
});

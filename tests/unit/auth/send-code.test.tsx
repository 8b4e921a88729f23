import '@/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton, type SendCodeButtonProps } from '@/features/auth/login/send-code-button';
import {
  canSendCode,
  COUNTDOWN_MS,
  idle,
  readCountdown,
  reduceSendCode,
  restoreSendCode,
  saveCountdown,
  secondsLeft,
} from '@/features/auth/login/send-code-machine';
import { isPhone } from '@/shared/validators';
import { countdownKey } from '@/shared/storage/keys';

const T0 = new Date('2026-05-01T10:00:00+08:00').getTime();

describe('send-code state machine', () => {
  it('goes idle → sending → timing (60 s) → idle', () => {
    let state = reduceSendCode(idle, { type: 'send' });
    expect(state).toEqual({ phase: 'sending' });
    state = reduceSendCode(state, { type: 'sent', now: T0 });
    expect(state).toEqual({ phase: 'timing', endsAt: T0 + 60_000, secondsLeft: 60 });
    state = reduceSendCode(state, { type: 'tick', now: T0 + 1000 });
    expect(state).toMatchObject({ phase: 'timing', secondsLeft: 59 });
    state = reduceSendCode(state, { type: 'tick', now: T0 + 59_001 });
    expect(state).toMatchObject({ phase: 'timing', secondsLeft: 1 });
    state = reduceSendCode(state, { type: 'tick', now: T0 + 60_000 });
    expect(state).toEqual(idle);
  });

  it('goes back to idle when sending fails, and ignores events out of turn', () => {
    expect(reduceSendCode({ phase: 'sending' }, { type: 'failed' })).toEqual(idle);
    const timing = { phase: 'timing', endsAt: T0 + 5000, secondsLeft: 5 } as const;
    expect(reduceSendCode(timing, { type: 'send' })).toBe(timing);
    expect(reduceSendCode(idle, { type: 'sent', now: T0 })).toBe(idle);
    expect(reduceSendCode(idle, { type: 'tick', now: T0 })).toBe(idle);
  });

  it('is disabled while disabled, timing, in error, loading, empty or failing the pattern', () => {
    const ok = { target: '13800138000', pattern: isPhone };
    expect(canSendCode(idle, ok)).toBe(true);
    expect(canSendCode(idle, { ...ok, disabled: true })).toBe(false);
    expect(canSendCode(idle, { ...ok, error: true })).toBe(false);
    expect(canSendCode({ phase: 'sending' }, ok)).toBe(false);
    expect(canSendCode({ phase: 'timing', endsAt: T0, secondsLeft: 3 }, ok)).toBe(false);
    expect(canSendCode(idle, { ...ok, target: '' })).toBe(false);
    expect(canSendCode(idle, { ...ok, target: '12345' })).toBe(false);
  });

  it('restores a running countdown from localStorage (per source id), capped at 60 s', () => {
    localStorage.clear();
    expect(restoreSendCode('login', T0)).toEqual(idle);
    saveCountdown('login', T0 + 42_000);
    expect(localStorage.getItem(countdownKey('login'))).toBe(String(T0 + 42_000));
    expect(restoreSendCode('login', T0)).toMatchObject({ phase: 'timing', secondsLeft: 42 });
    expect(restoreSendCode('other', T0)).toEqual(idle);
    expect(restoreSendCode('login', T0 + 42_000)).toEqual(idle);
    saveCountdown('login', T0 + 10 * COUNTDOWN_MS);
    expect(restoreSendCode('login', T0)).toMatchObject({ secondsLeft: 60 });
    localStorage.setItem(countdownKey('login'), 'garbage');
    expect(readCountdown('login')).toBeUndefined();
    expect(secondsLeft(T0 + 1, T0)).toBe(1);
  });
});

describe('<SendCodeButton> with fake timers', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const props = (overrides: Partial<SendCodeButtonProps> = {}): SendCodeButtonProps => ({
    countdownId: 'login',
    target: '13800138000',
    pattern: isPhone,
    validationMessage: '请输入正确的手机号',
    send: () => Promise.resolve(),
    ...overrides,
  });

  it('sends, counts down every second from 60, stores the end and ends idle again', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onSent = vi.fn();
    render(<SendCodeButton {...props({ send, onSent })} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(() => Promise.resolve(finish()));
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleName('已发送(60s)');
    expect(button).toBeDisabled();
    expect(readCountdown('login')).toBe(T0 + 60_000);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button).toHaveAccessibleName('已发送(59s)');
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(button).toHaveAccessibleName('已发送(1s)');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button).toHaveAccessibleName('获取验证码');
    expect(button).toBeEnabled();
    expect(readCountdown('login')).toBeUndefined();
    fireEvent.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('resumes the countdown after a remount (a reload) while it still runs', async () => {
    const { unmount } = render(<SendCodeButton {...props()} />);
    await act(() =>
      Promise.resolve(fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))),
    );
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    unmount();
    render(<SendCodeButton {...props()} />);
    const button = screen.getByRole('button', { name: '已发送(45s)' });
    expect(button).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(button).toHaveAccessibleName('获取验证码');
  });

  it('passes a failed send to the parent and is clickable again', async () => {
    const onError = vi.fn();
    const send = vi.fn(() => Promise.reject(new Error('验证码发送过于频繁，请 1 小时后再试')));
    render(<SendCodeButton {...props({ send, onError })} />);
    await act(() =>
      Promise.resolve(fireEvent.click(screen.getByRole('button', { name: '获取验证码' }))),
    );
    expect(onError).toHaveBeenCalledWith('验证码发送过于频繁，请 1 小时后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(readCountdown('login')).toBeUndefined();
  });

  it('is disabled for an empty or invalid target, in error, or when disabled', () => {
    const { rerender } = render(<SendCodeButton {...props({ target: '' })} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeDisabled();
    rerender(<SendCodeButton {...props({ target: '1380013' })} />);
    expect(button).toBeDisabled();
    rerender(<SendCodeButton {...props({ error: true })} />);
    expect(button).toBeDisabled();
    rerender(<SendCodeButton {...props({ disabled: true })} />);
    expect(button).toBeDisabled();
    rerender(<SendCodeButton {...props()} />);
    expect(button).toBeEnabled();
  });
});

import '@/i18n';
import { act, render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMocks, server, TEST_PHONE } from '@mocks/node';
import { createQueryClient } from '@/api/queryClient';
import {
  closeLoginDialog,
  LoginDialogHost,
  openLoginDialog,
} from '@/features/auth/login/login-dialog-host';
import { afterNextPaint } from '@/shared/after-next-paint';
import { LoginCancelledError } from '@/shared/session/login-bridge';
import { clearToken, getToken } from '@/shared/storage/token';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The host as the app shell renders it, inside the app's QueryClient provider.
let unmountHost: () => void = () => undefined;
beforeEach(() => {
  resetMocks();
  clearToken();
  localStorage.removeItem('sms_countdown:login');
  unmountHost = render(
    <QueryClientProvider client={createQueryClient()}>
      <LoginDialogHost />
    </QueryClientProvider>,
  ).unmount;
});
afterEach(async () => {
  act(() => closeLoginDialog());
  // The next test's dialog opens on a page without this one: Radix gives the body its pointer
  // events back once the closed dialog has left.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
  unmountHost();
  server.resetHandlers();
});
afterAll(() => server.close());

function countLoginCalls() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/v1/web/login') count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

async function open() {
  let promise!: Promise<void>;
  act(() => {
    promise = openLoginDialog();
  });
  // Keep the rejection of a cancelled dialog observed.
  const settled = promise.then(
    () => 'logged-in' as const,
    (e: unknown) => e,
  );
  const dialog = await screen.findByRole('dialog', { name: '验证码登录' });
  // Radix takes the body's pointer events and gives them back to the dialog a render later; a
  // click in between (a loaded machine) meets `pointer-events: none` and user-event refuses it.
  await waitFor(() =>
    expect(
      document.body.style.pointerEvents !== 'none' || dialog.style.pointerEvents === 'auto',
    ).toBe(true),
  );
  return { promise, settled, dialog };
}

describe('login dialog', { timeout: 20_000 }, () => {
  it('rejects with LoginCancelledError when closed, and reuses one request while open', async () => {
    const user = userEvent.setup();
    const { promise, settled } = await open();
    expect(openLoginDialog()).toBe(promise);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(await settled).toBeInstanceOf(LoginCancelledError);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows after the next paint; closed before then, it never shows and the next opening does', async () => {
    let first!: Promise<void>;
    act(() => {
      first = openLoginDialog();
    });
    const firstSettled = first.then(
      () => 'logged-in',
      (e: unknown) => e,
    );
    // The click that asked for it paints first.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => closeLoginDialog());
    expect(await firstSettled).toBeInstanceOf(LoginCancelledError);
    // Past the paint it waited for: it did not show.
    await act(() => afterNextPaint());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = await open();
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  });

  it('checks the phone on blur (required vs invalid), then re-validates while typing; normalises pasted full-width digits', async () => {
    const user = userEvent.setup();
    await open();
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAccessibleDescription('请输入手机号');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '1380013');
    expect(phone).toHaveAccessibleDescription('请输入正确的手机号');
    await user.type(phone, '8000');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/请输入.*手机号/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除手机号' }));
    expect(phone).toHaveValue('');
    fireEvent.paste(phone, { clipboardData: { getData: () => '＋８６ １３８ ００１３ ８０００' } });
    expect(phone).toHaveValue('13800138000');
    await user.type(phone, '999');
    expect(phone).toHaveValue('13800138000');
    const code = screen.getByRole('textbox', { name: '验证码' });
    await user.type(code, '１２３４５６７８９');
    expect(code).toHaveValue('12345678');
  });

  it('shows the 3004 message for a wrong code and resets the loading state', async () => {
    const user = userEvent.setup();
    const { dialog } = await open();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    const submit = within(dialog).getByRole('button', { name: '登录' });
    await user.click(submit);
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(getToken()).toBeUndefined();
  });

  it('asks to agree first; 同意并继续 checks the box and logs in (the promise resolves)', async () => {
    const user = userEvent.setup();
    const { settled } = await open();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const prompt = await screen.findByRole('dialog', { name: '请阅读并同意' });
    expect(within(prompt).getByRole('link', { name: '用户使用协议' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(prompt).getByRole('link', { name: '隐私协议' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(prompt).getByRole('button', { name: '同意并继续' }));
    expect(await settled).toBe('logged-in');
    expect(getToken()).toMatch(/^mt_/);
  });

  it('取消 in the agreement prompt leaves the box unchecked and does not log in', async () => {
    const user = userEvent.setup();
    const calls = countLoginCalls();
    await open();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const prompt = await screen.findByRole('dialog', { name: '请阅读并同意' });
    await user.click(within(prompt).getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '请阅读并同意' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: /^我已阅读并同意/ })).not.toBeChecked();
    expect(calls.count).toBe(0);
    calls.stop();
  });

  it('Enter in the code field submits, at most once per second', async () => {
    const user = userEvent.setup();
    const calls = countLoginCalls();
    await open();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321{Enter}{Enter}{Enter}');
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('two clicks on 登录 before a render send one login (the submit machine, not the render, locks)', async () => {
    const user = userEvent.setup();
    const calls = countLoginCalls();
    await open();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    const submit = screen.getByRole('button', { name: '登录' });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    calls.stop();
  });

  it('password mode: title 密码登录, the eye toggles visibility, wrong and right passwords', async () => {
    const user = userEvent.setup();
    const { settled } = await open();
    await user.click(screen.getByRole('button', { name: '改用密码' }));
    const dialog = screen.getByRole('dialog', { name: '密码登录' });
    expect(within(dialog).queryByRole('button', { name: '获取验证码' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await user.type(password, 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'cheese123{Enter}');
    expect(await settled).toBe('logged-in');
  });

  it('sends the code (countdown) and moves focus to the code field', async () => {
    const user = userEvent.setup();
    await open();
    const send = screen.getByRole('button', { name: '获取验证码' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), TEST_PHONE);
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(send).toHaveAccessibleName(/^已发送\((60|59)s\)$/));
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('验证码已发送至 138****8000');
  });
});

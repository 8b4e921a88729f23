import { createElement } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QaPanel } from '../../../mocks/qa-panel';
import { applyPreset, getDb, getMockState, resetMocks } from '../../../mocks/node';
import { takeServerStateChanged } from '../../../mocks/scenarios';

beforeEach(() => resetMocks());
afterEach(cleanup);

function renderPanel() {
  const host = { followServerState: vi.fn(), signIn: vi.fn() };
  const user = userEvent.setup();
  render(createElement(QaPanel, { host }));
  return { host, user };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
}

describe('QA panel', { timeout: 20_000 }, () => {
  it('is a collapsed button that opens the controls by keyboard and closes on Escape', async () => {
    applyPreset('pay-fails');
    const { user } = renderPanel();
    const toggle = screen.getByRole('button', { name: 'QA · pay-fails' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: '订单结果' })).toHaveValue('fails');

    await user.click(screen.getByText('预设组合（切换会刷新页面）'));
    const current = screen.getByRole('link', { current: true });
    expect(current.getAttribute('href')).toContain('mock=pay-fails');
    for (const name of ['guest', 'non-member', 'payment-closed', 'promotion-on', 'offline'])
      expect(
        screen.getAllByRole('link').some((a) => a.getAttribute('href')?.endsWith(`mock=${name}`)),
      ).toBe(true);
    expect(screen.getByRole('button', { name: '重置模拟数据' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('sets each dimension on its own; the app follows at once and the state becomes 自定义', async () => {
    const { host, user } = renderPanel();
    await openPanel(user, 'QA · default');
    await user.selectOptions(screen.getByRole('combobox', { name: '支付' }), 'closed');
    expect(getMockState().payment).toBe('closed');
    expect(host.followServerState).toHaveBeenCalledTimes(1);
    // The page followed; a later page load has nothing stale to drop.
    expect(takeServerStateChanged()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('已生效');

    await user.selectOptions(screen.getByRole('combobox', { name: '促销' }), 'on');
    await user.click(screen.getByRole('checkbox', { name: '银联' }));
    expect(getMockState()).toMatchObject({
      payment: 'closed',
      promotion: 'on',
      methods: ['wechat', 'alipay'],
    });
    expect(screen.getByRole('button', { name: 'QA · 自定义' })).toBeInTheDocument();
    const share = screen.getByRole('textbox', { name: '打开此链接即可在新浏览器中复现' });
    expect((share as HTMLInputElement).value).toContain(
      'mock=default&mock-account=member&mock-payment=closed&mock-methods=wechat%2Calipay&mock-promotion=on',
    );
  });

  it('adds and removes a fault on one endpoint, and moves the server clock', async () => {
    const { user } = renderPanel();
    await openPanel(user, 'QA · default');
    await user.selectOptions(screen.getByRole('combobox', { name: '故障类型' }), '401');
    await user.selectOptions(screen.getByRole('combobox', { name: '接口' }), '/v1/web/config');
    await user.click(screen.getByRole('button', { name: '添加故障' }));
    expect(getMockState().faults).toEqual([{ kind: '401', path: '/v1/web/config' }]);
    await user.click(screen.getByRole('button', { name: /^移除故障/ }));
    expect(getMockState().faults).toEqual([]);

    await user.click(screen.getByRole('button', { name: '服务器时钟 +1 天' }));
    await user.click(screen.getByRole('button', { name: '服务器时钟 −1 小时' }));
    expect(getMockState().clockOffset).toBe(23 * 3600);
    expect(screen.getByTestId('mock-clock')).toHaveTextContent('比真实时间快 23 小时');
    await user.click(screen.getByRole('button', { name: '恢复真实时间' }));
    expect(getMockState().clockOffset).toBe(0);
  });

  it('logs in as a mock account in one click with a token the mock server knows', async () => {
    const { host, user } = renderPanel();
    await openPanel(user, 'QA · default');
    const logins = screen.getByRole('heading', { name: /一键登录/ }).parentElement!;
    await user.click(within(logins).getByRole('button', { name: '以非会员号 13900139000登录' }));
    expect(host.signIn).toHaveBeenCalledTimes(1);
    const token = host.signIn.mock.calls[0]![0] as string;
    const db = getDb();
    expect(db.users.find((u) => u.user_id === db.sessions[token])?.phone).toBe('13900139000');
  });
});

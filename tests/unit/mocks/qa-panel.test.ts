import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { QaPanel } from '../../../mocks/qa-panel';
import { resetMocks, setScenario } from '../../../mocks/node';

beforeEach(() => resetMocks());

describe('QA panel', () => {
  it('is a collapsed button that opens a list of scenario links by keyboard and closes on Escape', async () => {
    setScenario('pay-fails');
    const user = userEvent.setup();
    render(createElement(QaPanel));
    const toggle = screen.getByRole('button', { name: 'QA · pay-fails' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const current = screen.getByRole('link', { current: true });
    expect(current.getAttribute('href')).toContain('mock=pay-fails');
    for (const name of [
      'guest',
      'member',
      'non-member',
      'low-storage',
      'payment-closed',
      'promotion-on',
      'pay-succeeds',
      'pay-expires',
      'pay-fails',
      'slow-network',
      'server-errors',
      'offline',
    ]) {
      expect(
        screen.getAllByRole('link').some((a) => a.getAttribute('href')?.endsWith(`mock=${name}`)),
      ).toBe(true);
    }
    expect(screen.getByRole('button', { name: '重置模拟数据' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

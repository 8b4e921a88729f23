import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MockPaySettings } from '../../../mocks/mock-pay-settings';
import {
  BRIDGE_OUTCOME_KEY,
  getBridgeOutcome,
  getQrPayMode,
  QR_PAY_MODE_KEY,
  setBridgeOutcome,
} from '../../../mocks/pay-settings';

afterEach(() => {
  localStorage.removeItem(BRIDGE_OUTCOME_KEY);
  localStorage.removeItem(QR_PAY_MODE_KEY);
});

describe('MockPaySettings', () => {
  it('shows the stored settings and stores a change', async () => {
    setBridgeOutcome('fail');
    const user = userEvent.setup();
    render(<MockPaySettings />);
    const bridge = screen.getByRole('combobox', { name: '微信 JSAPI 模拟结果' });
    expect(bridge).toHaveValue('fail');
    await user.selectOptions(bridge, '直接支付成功');
    expect(getBridgeOutcome()).toBe('succeed');

    const qr = screen.getByRole('combobox', { name: '扫码支付（微信 / 云闪付二维码）' });
    expect(qr).toHaveValue('auto');
    await user.selectOptions(qr, '扫码付款后才结算');
    expect(getQrPayMode()).toBe('scan');
    expect(qr).toHaveValue('scan');
  });
});

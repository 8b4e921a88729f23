import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hideOthers } from 'aria-hidden';
import { describe, expect, it } from 'vitest';
import { showWechatPaySheet } from '../../../mocks/wechat-pay-sheet';

describe('the mock WeChat pay sheet', () => {
  it('stays reachable when an app dialog that opens after it hides everything else', async () => {
    const appDialog = document.createElement('div');
    appDialog.setAttribute('role', 'dialog');
    document.body.append(appDialog);
    let choice!: Promise<string>;
    act(() => {
      choice = showWechatPaySheet({ amount: 19900, productName: '精修套餐·入门版' });
    });
    const sheet = await screen.findByRole('dialog', { name: '模拟微信支付' });

    // What Radix's modal dialog does as it opens (the aria-hidden package).
    const undo = hideOthers(appDialog);
    await waitFor(() => expect(sheet.closest('[aria-hidden]')).toBeNull());
    expect(screen.getByRole('dialog', { name: '模拟微信支付' })).toBe(sheet);

    await act(() => userEvent.click(screen.getByRole('button', { name: '取消' })));
    await expect(choice).resolves.toBe('cancel');
    expect(screen.queryByRole('dialog', { name: '模拟微信支付' })).toBeNull();
    undo();
    appDialog.remove();
  });
});

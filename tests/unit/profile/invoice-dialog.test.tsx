import '@/i18n';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import type { Order } from '@/api/types';
import { InvoiceDialog } from '@/features/profile/invoices/invoice-dialog';
import { installMswServer, server, url } from '../api/msw';

installMswServer();
afterEach(cleanup);

const order: Order = {
  out_trade_no: 'CR202610231118',
  product_name: '基础修图券 20 张',
  total_price: 16_900,
  pay_type: 20,
  state: 1,
  refund_status: 0,
  paid_at: 1_760_000_000,
  invoiced: 0,
};

function renderDialog() {
  const onApplied = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <InvoiceDialog open onOpenChange={onOpenChange} orders={[order]} onApplied={onApplied} />
    </QueryClientProvider>,
  );
  return { onApplied, onOpenChange };
}

/** Pastes into a field (one input event; typing long strings key by key is slow in jsdom). */
async function paste(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillCompany() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: '企业' }));
  await paste(user, '发票抬头', '上海光年影像文化传播有限公司');
  await paste(user, '纳税人识别号', '91310115ma1k4xyz8q');
  await paste(user, '接收邮箱', 'caiwu@guangnian.cn');
  await user.click(screen.getByRole('button', { name: '提交申请' }));
  return user;
}

describe('InvoiceDialog', { timeout: 15_000 }, () => {
  it('sends the normalised application and reports success', async () => {
    let body: unknown;
    server.use(
      http.post(url('/v1/api/invoice/apply', 'pay'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, data: { invoice_id: 9 } });
      }),
    );
    const { onApplied, onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: '申请电子发票' })).toHaveTextContent(
      '共 1 笔订单，发票金额 ¥169.00',
    );
    await fillCompany();
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith('caiwu@guangnian.cn'));
    expect(body).toEqual({
      out_trade_nos: ['CR202610231118'],
      title_type: 2,
      title: '上海光年影像文化传播有限公司',
      tax_no: '91310115MA1K4XYZ8Q',
      email: 'caiwu@guangnian.cn',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the server refusal in the dialog and stays open', async () => {
    server.use(
      http.post(url('/v1/api/invoice/apply', 'pay'), () =>
        HttpResponse.json({
          code: 400,
          message: '订单 CR202610231118 已退款或退款中，无法开具发票',
        }),
      ),
    );
    const { onApplied, onOpenChange } = renderDialog();
    const user = await fillCompany();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '订单 CR202610231118 已退款或退款中，无法开具发票',
    );
    expect(onApplied).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    // Editing a field clears the stale reason.
    await paste(user, '发票抬头', '（总部）');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a bad tax number before calling the server, and re-checks while typing', async () => {
    const calls = vi.fn();
    server.use(
      http.post(
        url('/v1/api/invoice/apply', 'pay'),
        () => (calls(), HttpResponse.json({ code: 0, data: {} })),
      ),
    );
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '企业' }));
    await paste(user, '发票抬头', '某公司');
    await paste(user, '纳税人识别号', '9131');
    await paste(user, '接收邮箱', 'a@b.cn');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const taxNo = screen.getByRole('textbox', { name: '纳税人识别号' });
    expect(taxNo).toHaveAttribute('aria-invalid', 'true');
    expect(taxNo).toHaveAccessibleDescription('纳税人识别号应为 15–20 位大写字母或数字');
    expect(taxNo).toHaveFocus();
    await user.click(taxNo);
    await user.paste('0115ma1k4xyz8q');
    expect(taxNo).toHaveValue('91310115MA1K4XYZ8Q');
    expect(taxNo).not.toHaveAttribute('aria-invalid');
    expect(calls).not.toHaveBeenCalled();
  });
});

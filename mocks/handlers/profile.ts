import { http } from 'msw';
import type { MockInvoice, MockOrder } from '../db';
import { assetsOf } from '../account';
import { OrderState, RefundStatus } from '../types';
import { withUser } from '../lib/session';
import {
  badRequest,
  EMAIL_PATTERN,
  nowSec,
  ok,
  pageOf,
  paginate,
  query,
  readBody,
  TAX_NO_PATTERN,
  toInt,
  toStr,
} from '../lib/http';

/** An applied invoice is issued this many seconds later (a real one takes a working day). */
const ISSUE_AFTER_SECONDS = 30;

/** "My orders" shows paid and failed orders; waiting and closed ones (expired QR codes) stay hidden. */
const listed = (o: MockOrder) => o.state === OrderState.Paid || o.state === OrderState.Failed;

const invoiceable = (o: MockOrder) =>
  o.state === OrderState.Paid &&
  o.invoiced === 0 &&
  o.total_price > 0 &&
  o.refund_status !== RefundStatus.Refunded &&
  o.refund_status !== RefundStatus.Refunding;

function issueDue(invoice: MockInvoice, now: number): void {
  if (invoice.state === 0 && now - invoice.created_at >= ISSUE_AFTER_SECONDS) {
    invoice.state = 1;
    invoice.download_url = `https://fapiao.example-retouch.cn/download/${invoice.invoice_id}.pdf`;
  }
}

export const profileHandlers = [
  http.get('*/v1/api/user/assets', ({ request }) =>
    withUser(request, (user) => ok(assetsOf(user))),
  ),

  http.get('*/v1/api/order/list', ({ request }) =>
    withUser(request, (user, db) => {
      const { page, pageSize } = pageOf(request);
      const onlyInvoiceable = toInt(query(request).get('invoiceable')) === 1;
      const mine = db.orders
        .filter((o) => o.user_id === user.user_id && (onlyInvoiceable ? invoiceable(o) : listed(o)))
        .sort((a, b) => b.created_at - a.created_at);
      return ok({
        list: paginate(mine, page, pageSize).map((o) => ({
          out_trade_no: o.out_trade_no,
          product_name: o.product_name,
          total_price: o.total_price,
          pay_type: o.pay_type,
          state: o.state,
          refund_status: o.refund_status,
          paid_at: o.paid_at,
          invoiced: o.invoiced,
        })),
        total: mine.length,
      });
    }),
  ),

  http.post('*/v1/api/invoice/apply', async ({ request }) => {
    const body = await readBody(request);
    return withUser(request, (user, db) => {
      const tradeNos = Array.isArray(body.out_trade_nos) ? body.out_trade_nos : undefined;
      if (!tradeNos?.length || !tradeNos.every((n): n is string => typeof n === 'string')) {
        return badRequest('请选择要开票的订单');
      }
      const unique = [...new Set(tradeNos)];
      const titleType = toInt(body.title_type);
      if (titleType !== 1 && titleType !== 2) return badRequest('请选择抬头类型');
      const title = toStr(body.title)?.trim() ?? '';
      if (!title || title.length > 100) return badRequest('请填写发票抬头（100 字以内）');
      const taxNo = titleType === 2 ? (toStr(body.tax_no)?.trim() ?? '') : '';
      if (titleType === 2 && !TAX_NO_PATTERN.test(taxNo)) {
        return badRequest('请输入正确的纳税人识别号（15–20 位大写字母或数字）');
      }
      const email = toStr(body.email)?.trim() ?? '';
      if (!EMAIL_PATTERN.test(email)) return badRequest('请输入正确的邮箱地址');
      const orders: MockOrder[] = [];
      for (const no of unique) {
        const order = db.orders.find((o) => o.out_trade_no === no && o.user_id === user.user_id);
        if (!order || order.state !== OrderState.Paid)
          return badRequest(`订单 ${no} 不存在或未支付`);
        if (
          order.refund_status === RefundStatus.Refunded ||
          order.refund_status === RefundStatus.Refunding
        ) {
          return badRequest(`订单 ${no} 已退款或退款中，无法开具发票`);
        }
        if (order.invoiced) return badRequest(`订单 ${no} 已开具发票`);
        orders.push(order);
      }
      const now = nowSec();
      const invoice: MockInvoice = {
        invoice_id: ++db.seq.invoice,
        user_id: user.user_id,
        title_type: titleType,
        title,
        tax_no: taxNo,
        email,
        amount: orders.reduce((sum, o) => sum + o.total_price, 0),
        state: 0,
        created_at: now,
        out_trade_nos: unique,
        download_url: '',
      };
      for (const order of orders) order.invoiced = 1;
      db.invoices.push(invoice);
      return ok({ invoice_id: invoice.invoice_id });
    });
  }),

  http.get('*/v1/api/invoice/history', ({ request }) =>
    withUser(request, (user, db) => {
      const now = nowSec();
      const { page, pageSize } = pageOf(request);
      const mine = db.invoices
        .filter((i) => i.user_id === user.user_id)
        .sort((a, b) => b.created_at - a.created_at);
      mine.forEach((i) => issueDue(i, now));
      return ok({
        list: paginate(mine, page, pageSize).map((i) => ({
          invoice_id: i.invoice_id,
          title: i.title,
          amount: i.amount,
          state: i.state,
          created_at: i.created_at,
          ...(i.download_url ? { download_url: i.download_url } : {}),
        })),
        total: mine.length,
      });
    }),
  ),

  http.get('*/v1/api/device/list', ({ request }) =>
    withUser(request, (user, db) =>
      ok({
        list: db.devices
          .filter((d) => d.user_id === user.user_id)
          .sort((a, b) => b.last_active_at - a.last_active_at)
          .map(({ user_id: _userId, ...device }) => device),
      }),
    ),
  ),

  http.post('*/v1/api/device/unbind', async ({ request }) => {
    const id = toInt((await readBody(request)).id);
    return withUser(request, (user, db) => {
      const index = db.devices.findIndex((d) => d.id === id && d.user_id === user.user_id);
      if (index < 0) return badRequest('设备不存在或已解绑');
      db.devices.splice(index, 1);
      return ok({});
    });
  }),
];

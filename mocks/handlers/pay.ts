import { http, HttpResponse } from 'msw';
import { getDb, updateDb, type MockDb, type MockOrder, type MockUser } from '../db';
import { getMockState } from '../scenarios';
import { orderPlan, PAY_ERROR_MESSAGES, paymentConf, paymentOpenAt } from '../state/answers';
import type { PayMethod } from '../state/dimensions';
import {
  deductionFor,
  isDowngrade,
  isVip,
  packageFor,
  purchaseMethodFor,
  settleOrders,
} from '../account';
import { findPackage, PACKAGES } from '../fixtures/packages';
import { BusinessType, OrderState, PayType, RefundStatus, TradeType, type Package } from '../types';
import { qrPng } from '../lib/png';
import { tradeNo } from '../lib/ids';
import { MOCK_PROVIDER_PATH, scanUrl } from '../lib/provider-path';
import { lanOrigin, paidElsewhere } from '../lib/lan-relay';
import { getQrPayMode } from '../pay-settings';
import { isMockWechatBridgeActive } from '../wechat-bridge';
import { optionalUser, withUser } from '../lib/session';
import {
  badRequest,
  BUSINESS_ERRORS,
  fail,
  nowSec,
  realNowSec,
  ok,
  query,
  randomHex,
  readBody,
  toInt,
  toStr,
} from '../lib/http';

const APP_ID = 8;
const WECHAT_APP_ID =
  (import.meta.env.VITE_WECHAT_APP_ID as string | undefined) || 'wx0000000000000000';
const PAY_HEADERS = ['out_trade_no', 'Union-Order-Deduction', 'Pay-Limit-Time'] as const;

const packError = () => fail(BUSINESS_ERRORS.packError, '套餐不存在或已下架，请刷新页面后重试');

function visiblePackage(id: number | undefined): Package | undefined {
  const product = id === undefined ? undefined : findPackage(id);
  return product && product.is_show ? product : undefined;
}

function absoluteUrl(value: unknown): URL | undefined {
  try {
    const url = new URL(toStr(value) ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** `return_url` with `out_trade_no` appended: where the provider sends the browser after paying. */
function returnTo(returnUrl: URL, outTradeNo: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('out_trade_no', outTradeNo);
  return url.toString();
}

/**
 * Alipay's `pay_url` / WeChat H5's `mweb_url`: the mock cashier, where the tester pays or leaves
 * without paying. Alipay comes back to `return`; WeChat H5 to the `redirect_url` the client adds.
 */
function providerUrl(returnUrl: URL, order: MockOrder, channel: 'alipay' | 'wechat'): string {
  // The buyer leaves the provider's page at once, without paying.
  if (order.outcome === 'left') return returnTo(returnUrl, order.out_trade_no);
  const url = new URL(MOCK_PROVIDER_PATH, returnUrl.origin);
  url.searchParams.set('channel', channel);
  url.searchParams.set('out_trade_no', order.out_trade_no);
  if (channel === 'alipay') url.searchParams.set('return', returnTo(returnUrl, order.out_trade_no));
  return url.toString();
}

interface OrderRequest {
  product: Package;
  count: number;
  purchaseMethod: number;
  payType: number;
  tradeType: number;
  sourceId: number;
  subscription: number;
}

const METHOD_OF_PAY_TYPE: Record<(typeof PayType)[keyof typeof PayType], PayMethod> = {
  [PayType.Wechat]: 'wechat',
  [PayType.Alipay]: 'alipay',
  [PayType.Union]: 'union',
};

/** Creates a waiting order whose fate follows the mock state's order dimension. */
function createOrder(db: MockDb, user: MockUser, req: OrderRequest): MockOrder {
  const now = nowSec();
  const plan = orderPlan(getMockState());
  const deduction = deductionFor(req.product, user, now);
  const order: MockOrder = {
    out_trade_no: tradeNo(now),
    user_id: user.user_id,
    product_id: req.product.id,
    product_name: req.product.name,
    count: req.count,
    purchase_method: req.purchaseMethod,
    pay_type: req.payType,
    trade_type: req.tradeType,
    source_id: req.sourceId,
    subscription: req.subscription,
    total_price: Math.max(1, req.product.price * req.count - deduction),
    deduction,
    state: OrderState.Waiting,
    refund_status: RefundStatus.NotProcessed,
    invoiced: 0,
    created_at: now,
    paid_at: 0,
    expire_at: now + plan.payLimitSeconds,
    outcome: plan.outcome,
    settle_after_polls: plan.settleAfterPolls,
    settle_after_seconds: plan.settleAfterSeconds,
    polls: 0,
  };
  db.orders.push(order);
  return order;
}

/** Business rules of union_order_pay, in the order a real backend checks them. */
function refusal(
  product: Package,
  user: MockUser,
  db: MockDb,
  count: number,
  purchaseMethod: number,
) {
  if (product.is_vip_buy && !isVip(user)) {
    return fail(BUSINESS_ERRORS.unionProductPurchase, '该套餐为会员专享，请先开通会员');
  }
  if (product.limit_buy_count > 0) {
    const bought = db.orders.filter(
      (o) =>
        o.user_id === user.user_id &&
        o.product_id === product.id &&
        o.state === OrderState.Paid &&
        o.refund_status !== RefundStatus.Refunded,
    ).length;
    if (bought + count > product.limit_buy_count) {
      return fail(
        BUSINESS_ERRORS.unionProductPurchase,
        `该套餐每个账号限购 ${product.limit_buy_count} 次`,
      );
    }
  }
  if (isDowngrade(product, user)) {
    return fail(BUSINESS_ERRORS.deductionDowngrade, '当前套餐等级更高，暂不支持降级购买');
  }
  if (purchaseMethod !== purchaseMethodFor(product, user)) {
    return fail(BUSINESS_ERRORS.packError, '套餐信息已更新，请刷新后重试');
  }
  return undefined;
}

/**
 * Whether the order waits for the buyer at the provider instead of settling by polls alone: Alipay
 * and WeChat H5 on the mock cashier; JSAPI in the stand-in WeixinJSBridge's sheet when the page has
 * it; QR orders when QA asked for payment by scan (mocks/pay-settings.ts).
 */
function waitsForProvider(payType: number, tradeType: number): boolean {
  if (payType === PayType.Alipay) return true;
  if (payType === PayType.Wechat && tradeType === TradeType.Mweb) return true;
  if (payType === PayType.Wechat && tradeType === TradeType.Jsapi)
    return isMockWechatBridgeActive();
  return getQrPayMode() === 'scan';
}

/** Paid at the provider: the order leaves it and settles as its order dimension says. */
function paidAtProvider(db: MockDb, order: MockOrder): void {
  if (order.state !== OrderState.Waiting) return;
  order.awaiting_provider = false;
  order.polls = Math.max(order.polls, order.settle_after_polls);
  settleOrders(db);
}

/**
 * The QR answer: a scannable code of the mock cashier for this order (mocks/README.md "A phone on
 * the local network"), on `qrOrigin`. The order keeps the provider's kind of `code_url`.
 */
function qrResponse(order: MockOrder, qrOrigin: string, headers: Record<string, string>) {
  order.code_url ??=
    order.pay_type === PayType.Union
      ? `https://qr.95516.com/00010000/${order.out_trade_no}`
      : `weixin://wxpay/bizpayurl?pr=${randomHex(7)}`;
  const channel = order.pay_type === PayType.Union ? 'union' : 'wechat';
  const png = qrPng(scanUrl(qrOrigin, channel, order.out_trade_no));
  return HttpResponse.arrayBuffer(png.buffer, {
    headers: { ...headers, 'Content-Type': 'image/png' },
  });
}

function payResponse(order: MockOrder, returnUrl: URL, limit: number, qrOrigin: string): Response {
  const headers = {
    out_trade_no: order.out_trade_no,
    'Union-Order-Deduction': String(order.deduction),
    'Pay-Limit-Time': String(limit),
    'Access-Control-Expose-Headers': PAY_HEADERS.join(', '),
  };
  if (order.pay_type === PayType.Alipay) {
    return ok({ pay_url: providerUrl(returnUrl, order, 'alipay') }, { headers });
  }
  if (order.pay_type === PayType.Wechat && order.trade_type === TradeType.Jsapi) {
    order.pay_params ??= {
      appId: WECHAT_APP_ID,
      timeStamp: String(nowSec()),
      nonceStr: randomHex(32),
      package: `prepay_id=wx${randomHex(30)}`,
      signType: 'RSA',
      paySign: btoa(randomHex(96)),
    };
    return ok({ pay_params: order.pay_params }, { headers });
  }
  if (order.pay_type === PayType.Wechat && order.trade_type === TradeType.Mweb) {
    return ok({ mweb_url: providerUrl(returnUrl, order, 'wechat') }, { headers });
  }
  return qrResponse(order, qrOrigin, headers);
}

/** How long a purchase intent answers with its first order (API: 30 minutes). */
const INTENT_TTL_SECONDS = 30 * 60;

/** The order an earlier call of the same purchase intent made, if within its time. */
function orderOfIntent(db: MockDb, user: MockUser, intentId: string | undefined) {
  if (!intentId) return undefined;
  const now = nowSec();
  return db.orders.find(
    (o) =>
      o.client_order_id === intentId &&
      o.user_id === user.user_id &&
      now - o.created_at <= INTENT_TTL_SECONDS,
  );
}

function ownOrder(db: MockDb, user: MockUser, outTradeNo: string | null): MockOrder | undefined {
  return db.orders.find((o) => o.out_trade_no === outTradeNo && o.user_id === user.user_id);
}

const orderMissing = () => badRequest('订单不存在');

/** Older order calls (declared, not used by the pages): WeChat NATIVE orders for `product_id`. */
function legacyOrder(answer: (order: MockOrder) => Record<string, unknown>) {
  return async ({ request }: { request: Request }) => {
    const body = await readBody(request);
    const productId = toInt(body.product_id) ?? toInt(query(request).get('product_id'));
    return withUser(request, (user, db) => {
      const product = visiblePackage(productId);
      if (!product) return packError();
      const order = createOrder(db, user, {
        product,
        count: 1,
        purchaseMethod: purchaseMethodFor(product, user),
        payType: PayType.Wechat,
        tradeType: TradeType.Native,
        sourceId: toInt(body.source_id) ?? 0,
        subscription: 0,
      });
      return ok(answer(order));
    });
  };
}

export const payHandlers = [
  http.get('*/v1/api/union_product/list', ({ request }) => {
    if (toInt(query(request).get('app_id')) !== APP_ID) return badRequest('参数错误：app_id');
    const user = optionalUser(request);
    const db = getDb();
    const list = PACKAGES.filter((p) => p.is_show)
      .sort((a, b) => a.business_type - b.business_type || a.type - b.type || a.order - b.order)
      .map((p) => packageFor(p, user, db));
    return ok({ list });
  }),

  http.get('*/v1/api/order/union_product', ({ request }) => {
    const product = visiblePackage(toInt(query(request).get('product_id')));
    if (!product) return packError();
    return ok(packageFor(product, optionalUser(request), getDb()));
  }),

  http.post('*/v1/api/order/union_order_pay', async ({ request }) => {
    const body = await readBody(request);
    // A phone on the local network reaches the page's server at its LAN address, not at 127.0.0.1.
    const lan = await lanOrigin();
    return withUser(request, (user, db) => {
      const state = getMockState();
      const conf = paymentConf(state, realNowSec());
      if (!paymentOpenAt(conf, nowSec()))
        return fail(BUSINESS_ERRORS.unionProductPurchase, '支付暂未开放，请稍后再试');
      if (state.payError !== null) return fail(state.payError, PAY_ERROR_MESSAGES[state.payError]);
      if (toInt(body.app_id) !== APP_ID) return badRequest('参数错误：app_id');
      const product = visiblePackage(toInt(body.product_id));
      if (!product) return packError();
      const count = toInt(body.count);
      const maxCount = product.business_type === BusinessType.Vip ? 1 : 99;
      if (count === undefined || count < 1 || count > maxCount)
        return badRequest('参数错误：购买数量');
      const payType = toInt(body.pay_type);
      if (payType !== PayType.Wechat && payType !== PayType.Alipay && payType !== PayType.Union) {
        return badRequest('不支持的支付方式');
      }
      if (!conf.payment_methods.includes(METHOD_OF_PAY_TYPE[payType])) {
        return fail(BUSINESS_ERRORS.unionProductPurchase, '该支付方式暂未开放');
      }
      const tradeType = toInt(body.trade_type);
      const wechatTypes: number[] = [
        TradeType.Native,
        TradeType.Jsapi,
        TradeType.Mweb,
        TradeType.DesktopWechat,
      ];
      if (
        tradeType === undefined ||
        (payType === PayType.Wechat && !wechatTypes.includes(tradeType))
      ) {
        return badRequest('参数错误：trade_type');
      }
      const returnUrl = absoluteUrl(body.return_url);
      if (!returnUrl) return badRequest('参数错误：return_url 须为完整地址');
      const qrOrigin = lan ?? returnUrl.origin;
      const sourceId = body.source_id === undefined ? 0 : toInt(body.source_id);
      const subscription = body.subscription === undefined ? 0 : toInt(body.subscription);
      if (sourceId === undefined || sourceId < 0) return badRequest('参数错误：source_id');
      if (subscription !== 0 && subscription !== 1) return badRequest('参数错误：subscription');
      // One order per purchase intent: a retry (timeout, reload, double submit) gets the first.
      const intentId = toStr(body.client_order_id) || undefined;
      const known = orderOfIntent(db, user, intentId);
      if (known) {
        return payResponse(known, returnUrl, Math.max(0, known.expire_at - nowSec()), qrOrigin);
      }
      const purchaseMethod = toInt(body.purchase_method) ?? -1;
      const refused = refusal(product, user, db, count, purchaseMethod);
      if (refused) return refused;
      const order = createOrder(db, user, {
        product,
        count,
        purchaseMethod,
        payType,
        tradeType,
        sourceId,
        subscription,
      });
      if (intentId) order.client_order_id = intentId;
      order.awaiting_provider = waitsForProvider(payType, tradeType);
      return payResponse(order, returnUrl, order.expire_at - order.created_at, qrOrigin);
    });
  }),

  /**
   * The mock cashier's 确认付款: the order leaves the provider and settles as its order dimension says
   * (paid, failed, or left waiting until it expires). Not part of the backend contract.
   */
  http.post(`*${MOCK_PROVIDER_PATH}/pay`, async ({ request }) => {
    const body = await readBody(request);
    return updateDb((db) => {
      const order = db.orders.find((o) => o.out_trade_no === toStr(body.out_trade_no));
      if (!order) return orderMissing();
      paidAtProvider(db, order);
      return ok({ state: order.state });
    });
  }),

  /**
   * Each call is one poll; the order settles at the state's poll count (or age). An order waiting
   * for the provider is first looked up in the server's relay: paid on another device's cashier.
   */
  http.get('*/v1/api/order/union_order_state', async ({ request }) => {
    const tradeNo = query(request).get('out_trade_no');
    const waiting = getDb().orders.find(
      (o) => o.out_trade_no === tradeNo && o.state === OrderState.Waiting && o.awaiting_provider,
    );
    const paidOnPhone = waiting ? await paidElsewhere(waiting.out_trade_no) : false;
    return withUser(request, (user, db) => {
      const order = ownOrder(db, user, tradeNo);
      if (!order) return orderMissing();
      if (paidOnPhone) paidAtProvider(db, order);
      if (order.state === OrderState.Waiting) {
        order.polls += 1;
        settleOrders(db);
      }
      return ok({ state: order.state, refund_status: order.refund_status });
    });
  }),

  http.get('*/v1/api/order/union_deduction_order', ({ request }) =>
    withUser(request, (user, db) => {
      const order = ownOrder(db, user, query(request).get('out_trade_no'));
      return order
        ? ok({ deduction: order.deduction, product_id: order.product_id })
        : orderMissing();
    }),
  ),

  http.all('*/v1/api/order/union_deduction_product', async ({ request }) => {
    const body = await readBody(request);
    const productId = toInt(body.product_id) ?? toInt(query(request).get('product_id'));
    return withUser(request, (user) => {
      const product = visiblePackage(productId);
      if (!product) return packError();
      return ok({
        product_id: product.id,
        deduction: deductionFor(product, user),
        purchase_method: purchaseMethodFor(product, user),
      });
    });
  }),

  http.all(
    '*/v1/api/order/create_ex',
    legacyOrder((o) => ({ out_trade_no: o.out_trade_no, total_price: o.total_price })),
  ),
  http.all(
    '*/v1/api/order/create_pay_ex',
    legacyOrder((o) => ({
      out_trade_no: o.out_trade_no,
      total_price: o.total_price,
      code_url: `weixin://wxpay/bizpayurl?pr=${randomHex(7)}`,
      pay_limit_time: o.expire_at - o.created_at,
    })),
  ),
  http.all(
    '*/v1/activity/order/create_pay',
    legacyOrder((o) => ({
      out_trade_no: o.out_trade_no,
      total_price: o.total_price,
      pay_url: `weixin://wxpay/bizpayurl?pr=${randomHex(7)}`,
    })),
  ),
];

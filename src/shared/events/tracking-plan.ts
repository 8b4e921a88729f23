/**
 * The tracking plan: every event the app sends to analytics, its properties, when it fires and an
 * example, in one place. docs/tracking-plan.md shows it as a table, and a test keeps the two equal
 * (tests/unit/analytics/tracking-plan.test.ts). The SDK's own events ($pageview, $WebPageLoad,
 * $WebStay, $WebPageLeave, $SignUp) are listed there, not here. Features send through
 * `track()` (./track.ts); only its types reach their code, this module's texts stay out of it.
 */
import type { OrderEndReason, PayChannel } from '@/shared/enums';
import type { ClientErrorReport } from './client-errors';
import type { AvatarClickEvent } from './avatar-clicks';

interface ClickProperties {
  /** The element's text, whitespace collapsed, at most 100 characters. */
  element_content: string;
  url_path: string;
}

type AvatarClicks = Record<AvatarClickEvent, ClickProperties>;

export interface TrackingPlan extends AvatarClicks {
  element_click: ClickProperties & { element_name: string };
  page_view_time: { url_path: string; event_duration: number };
  web_vitals: {
    route: string;
    navigation_type: string;
    lcp?: number;
    inp?: number;
    inp_target?: string;
    cls?: number;
    fcp?: number;
    ttfb?: number;
  };

  pay_checkout_open: {
    product_id: number;
    product_name: string;
    purchase_method: number;
    price: number;
    source_id: number;
  };
  pay_channel_choose: { product_id: number; channel: PayChannel };
  pay_agreement_prompt: { product_id: number; channel: PayChannel };
  pay_order_create: {
    product_id: number;
    out_trade_no: string;
    channel: PayChannel;
    amount: number;
    deduction: number;
  };
  pay_order_refuse: { product_id: number; channel: PayChannel; reason: string; code: number };
  pay_qr_show: { out_trade_no: string; channel: PayChannel };
  pay_provider_leave: { out_trade_no: string; channel: PayChannel };
  pay_provider_return: { out_trade_no: string; channel: PayChannel };
  pay_resume_prompt: {
    out_trade_no: string;
    channel: PayChannel;
    dialog: 'unpaid' | 'ended' | 'unknown';
  };
  pay_resume_choose: {
    out_trade_no: string;
    channel: PayChannel;
    choice: 'check' | 'reselect' | 'renew' | 'continue' | 'close';
  };
  pay_paid: { out_trade_no: string; channel: PayChannel; amount: number };
  pay_order_end: { out_trade_no: string; channel: PayChannel; reason: OrderEndReason };

  login_code_send: { method: 'sms' };
  login_code_refuse: { code: number; reason: string };
  login_success: { method: 'sms' | 'password' };
  login_refuse: { method: 'sms' | 'password'; code: number; reason: string };

  client_error: {
    kind: ClientErrorReport['kind'];
    message: string;
    name: string;
    source: string;
    endpoint: string;
    status: number;
    code: number;
    reason: string;
    route: string;
    build_id: string;
    browser: string;
  };
}

export type TrackedEventName = keyof TrackingPlan;

interface PlanEntry<P> {
  when: string;
  properties: { [K in keyof P]-?: string };
  example: P;
}

const CLICK = {
  element_content: "the element's text (at most 100 characters)",
  url_path: 'the page path',
};

const avatarClick = (item: string, example: string): PlanEntry<ClickProperties> => ({
  when: `a click on the avatar menu's ${item}`,
  properties: CLICK,
  example: { element_content: example, url_path: '/' },
});

const ORDER = {
  out_trade_no: "the order's trade number",
  channel: 'wechat, alipay or union',
};

export const TRACKING_PLAN: { [E in TrackedEventName]: PlanEntry<TrackingPlan[E]> } = {
  element_click: {
    when: "a click on an element marked for tracking: the navbar links (`navbar.<link>`), the download buttons (`download.<platform>`), 立即购买 (`payment.buy`), the payment channels' radios (`checkout.channel.<channel>`; a radio has no text of its own, so `element_content` is empty)",
    properties: { element_name: 'a stable name of the element', ...CLICK },
    example: { element_name: 'navbar.download', element_content: '下载', url_path: '/' },
  },
  avatar_go_storage: avatarClick('storage line', '存储空间'),
  avatar_go_advanced_credits: avatarClick('advanced credits line', '精修张数'),
  avatar_go_basic_credits: avatarClick('basic credits line', '基础修图'),
  avatar_go_vip_price_page: avatarClick('VIP button', '开通会员'),
  page_view_time: {
    when: 'leaving a page after more than 3 s on it',
    properties: { url_path: 'the page left', event_duration: 'seconds on it' },
    example: { url_path: '/', event_duration: 12.5 },
  },
  web_vitals: {
    when: 'once per page view, when the page is hidden: the field vitals measured on it',
    properties: {
      route: 'the route pattern',
      navigation_type: 'navigate, reload, back-forward…',
      lcp: 'ms',
      inp: 'ms',
      inp_target:
        'the element of that slowest interaction: its tracking name, else its tag and label (`button "立即支付"`)',
      cls: 'unitless',
      fcp: 'ms',
      ttfb: 'ms',
    },
    example: {
      route: '/',
      navigation_type: 'navigate',
      lcp: 1830,
      inp: 56,
      inp_target: 'navbar.download',
      cls: 0,
      fcp: 1210,
      ttfb: 95,
    },
  },

  pay_checkout_open: {
    when: 'the checkout (确认订单) opens for a package',
    properties: {
      product_id: 'the package id',
      product_name: 'its name',
      purchase_method: 'its purchase method',
      price: 'its price in fen',
      source_id: 'the source id the order will carry (0: none)',
    },
    example: {
      product_id: 102,
      product_name: '精修套餐·标准版',
      purchase_method: 1,
      price: 29900,
      source_id: 1408,
    },
  },
  pay_channel_choose: {
    when: 'the buyer picks a payment channel in the checkout',
    properties: { product_id: 'the package id', channel: ORDER.channel },
    example: { product_id: 102, channel: 'alipay' },
  },
  pay_agreement_prompt: {
    when: '立即支付 without the purchase agreement ticked: the checkout asks for it',
    properties: { product_id: 'the package id', channel: ORDER.channel },
    example: { product_id: 102, channel: 'wechat' },
  },
  pay_order_create: {
    when: 'union_order_pay answered with an order',
    properties: {
      product_id: 'the package id',
      ...ORDER,
      amount: 'the amount to pay in fen',
      deduction: 'the deduction in fen',
    },
    example: {
      product_id: 102,
      out_trade_no: 'T202611280001',
      channel: 'wechat',
      amount: 29900,
      deduction: 0,
    },
  },
  pay_order_refuse: {
    when: 'union_order_pay failed: a business code, the network, the server, the session',
    properties: {
      product_id: 'the package id',
      channel: ORDER.channel,
      reason: 'code37, code41, code42, code5030, code5031, network, server, unauthorized',
      code: 'the business code (0: none)',
    },
    example: { product_id: 102, channel: 'wechat', reason: 'code41', code: 41 },
  },
  pay_qr_show: {
    when: 'a payment QR is shown (WeChat on a desktop, UnionPay)',
    properties: ORDER,
    example: { out_trade_no: 'T202611280001', channel: 'wechat' },
  },
  pay_provider_leave: {
    when: "the browser leaves for the provider's page (Alipay, WeChat H5)",
    properties: ORDER,
    example: { out_trade_no: 'T202611280002', channel: 'alipay' },
  },
  pay_provider_return: {
    when: "the buyer is back from the provider's page, the order not known to be paid (once per order and tab: a reload is no return)",
    properties: ORDER,
    example: { out_trade_no: 'T202611280002', channel: 'alipay' },
  },
  pay_resume_prompt: {
    when: 'the page asks how a purchase stands: back from a provider unpaid or ended, or an order call never answered (once per order, question and tab)',
    properties: { ...ORDER, dialog: 'unpaid, ended or unknown' },
    example: { out_trade_no: 'T202611280002', channel: 'alipay', dialog: 'unpaid' },
  },
  pay_resume_choose: {
    when: "the buyer's answer to that question: one of its buttons, or closing it",
    properties: {
      ...ORDER,
      choice:
        'check (已完成支付), reselect (重新选择), renew (重新支付), continue (继续支付), close',
    },
    example: { out_trade_no: 'T202611280002', channel: 'alipay', choice: 'check' },
  },
  pay_paid: {
    when: 'the order state says paid',
    properties: { ...ORDER, amount: 'the amount paid in fen' },
    example: { out_trade_no: 'T202611280001', channel: 'wechat', amount: 29900 },
  },
  pay_order_end: {
    when: 'the order ended unpaid',
    properties: { ...ORDER, reason: 'expired, closed or failed' },
    example: { out_trade_no: 'T202611280001', channel: 'wechat', reason: 'expired' },
  },

  login_code_send: {
    when: 'an SMS code was sent',
    properties: { method: 'sms' },
    example: { method: 'sms' },
  },
  login_code_refuse: {
    when: 'sending the SMS code failed',
    properties: {
      code: 'the business code (0: none)',
      reason:
        'business, http, network, timeout or parse (the API error kind); client: the browser refused the token cookie',
    },
    example: { code: 5028, reason: 'business' },
  },
  login_success: {
    when: 'a login succeeded',
    properties: { method: 'sms or password' },
    example: { method: 'sms' },
  },
  login_refuse: {
    when: 'a login failed',
    properties: {
      method: 'sms or password',
      code: 'the business code (0: none)',
      reason:
        'business, http, network, timeout or parse (the API error kind); client: the browser refused the token cookie',
    },
    example: { method: 'sms', code: 3004, reason: 'business' },
  },

  client_error: {
    when: 'an error in the browser: uncaught, an unhandled rejection, an error screen, a chunk that failed to load and the reload it caused, a failed API call, a link from the server that was refused; once per tab session, at most 10 a minute and 30 a page for failures, and as many again for business answers (a wrong SMS code), without phone numbers, tokens, trade numbers or query strings',
    properties: {
      kind: 'uncaught, rejection, boundary, chunk_load, chunk_reload, api or link (a link from the server that was not shown)',
      message:
        "the error's message, cut to 200 characters (and the rest of a word the cut splits, up to 200 more), then scrubbed",
      name: "the error's name ('' when none)",
      source: 'script URL, line and column (uncaught errors)',
      endpoint: "the API call's path (api; link: the call that carried it)",
      status: 'its HTTP status (0: none)',
      code: 'its business code (0: none)',
      reason: 'business, http, network, timeout or parse (api)',
      route: 'the page path',
      build_id: 'the build that ran',
      browser: 'family and major version',
    },
    example: {
      kind: 'api',
      message: '服务器开小差了，请稍后重试',
      name: 'ApiError',
      source: '',
      endpoint: '/v1/api/union_product/list',
      status: 500,
      code: 0,
      reason: 'http',
      route: '/',
      build_id: '2026-11-28T08:00:00Z-5e38cd3',
      browser: 'Chrome 142',
    },
  },
};

/**
 * The checkout of the payment page: the state machine of model/checkout-machine.ts, and the
 * effects each of its states asks for. Every effect reacts to entering a state and reports back
 * with an event; the reducer decides what an answer still means, so there are no locks here.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { leaveForProvider, loadPage } from '@/shared/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryKeys } from '@/api/queries/keys';
import type { Package } from '@/api/types';
import { env } from '@/shared/config/env';
import type { PayChannel } from '@/shared/enums';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { notify } from '@/shared/ui/notify';
import { t } from '@/i18n';
import { needsWechatAuth, type PayEnvironment } from './model/channels';
import { checkoutReducer, startFrom } from './model/checkout-machine';
import { createPayment, orderStartOf, type PaymentRequest } from './model/create-payment';
import { orderErrorView } from './model/order-errors';
import { readPaySourceId } from './model/pay-storage';
import { rememberPayer } from './remember-payer';
import {
  newIntentId,
  pathOf,
  pendingFor,
  type PendingRecord,
} from '@/domain/payment/pending-order';
import {
  payableOrders,
  type OpenOrders,
  type ResumeOrderState,
} from '@/domain/payment/open-orders';
import { readOpenOrders, updateOpenOrders } from '@/domain/payment/open-orders-store';
import type { ActiveOrder } from './model/checkout-machine';
import { useAccountId } from './use-account';
import { useLoginAgain } from './use-login-again';
import { useLeaveQuestion } from './use-leave-question';
import {
  invokeWechatPay,
  randomState,
  readAuthCode,
  stripAuthParams,
  mockBuildOrigin,
  wechatAuthLink,
} from './model/wechat-auth';
import { usePendingRecord } from './use-pending-record';
import { useFunnel } from './use-funnel';
import { useOrderPolling } from './use-order-polling';
import { usePrepare } from './use-prepare';
import { ROUTES } from '@/domain/routes';

export interface CheckoutOptions {
  env: PayEnvironment;
  subscription: boolean;
}

/**
 * What the payment page at `path` resumes: the steps before an order, else the order asked for
 * (继续支付 from the orders list), else the newest order of this page whose dialog was not closed
 * (a reload while its QR showed).
 */
function resumableFor(
  path: string,
  orders: OpenOrders,
  now: number,
  wanted: string | undefined,
): PendingRecord | null {
  const preOrder = pendingFor(path);
  if (preOrder) return preOrder;
  const payable = payableOrders(orders, now);
  if (wanted) return payable.find((o) => o.outTradeNo === wanted) ?? null;
  return payable.find((o) => !o.dismissed && pathOf(o.returnPath) === path) ?? null;
}

export function useCheckout({ env: payEnv, subscription }: CheckoutOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = location.pathname + location.search;
  const path = location.pathname;
  const account = useAccountId();
  const wanted = (location.state as ResumeOrderState | null)?.resumeOrder;
  const [initial] = useState(() => {
    const now = Date.now();
    const record = resumableFor(path, readOpenOrders(account), now, wanted);
    return startFrom(record, readAuthCode(location.search), now, newIntentId());
  });
  const [state, dispatchToMachine] = useReducer(checkoutReducer, initial.state);
  const dispatch = useFunnel(state, initial.state, dispatchToMachine, path);

  // First of the effects, so that the record is written before any effect leaves the page.
  usePendingRecord(state, returnPath, account);

  // The account became known (its info loaded, or a login): its order of this page resumes.
  // Another account than the last one: nothing of the last one's purchase stays on screen.
  const knownAccount = useRef(account); // the value of the last render, not a lock
  const lastAccount = useRef(account); // the last account known, likewise
  useEffect(() => {
    if (knownAccount.current === account) return;
    knownAccount.current = account;
    if (account === undefined) return;
    const before = lastAccount.current;
    lastAccount.current = account;
    if (before !== undefined && before !== account) dispatch({ type: 'ACCOUNT_CHANGED' });
    const record = resumableFor(path, readOpenOrders(account), Date.now(), wanted);
    if (record) dispatch({ type: 'ACCOUNT_KNOWN', record, now: Date.now() });
  }, [account, path, wanted, dispatch]);

  // 继续支付 from the orders list named its order once: a reload of this entry is a plain visit.
  useEffect(() => {
    if (!wanted) return;
    const { search, hash } = window.location;
    void navigate({ pathname: path, search, hash }, { replace: true, state: null });
  }, [wanted, navigate, path]);

  // Back from WeChat's authorisation: the single-use code leaves the address bar at once.
  useEffect(() => {
    const { search, hash } = window.location;
    if (!readAuthCode(search)) return;
    void navigate({ pathname: path, search: stripAuthParams(search), hash }, { replace: true });
    if (initial.authLost) void notify(t('payment:jsapi.authLost'), 'warning');
  }, [initial, navigate, path]);

  // A page restored from the back/forward cache (Back from Alipay or WeChat H5) starts no
  // script again: the record says where the purchase stands.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'RESUME', record: pendingFor(path), now: Date.now() });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [path, dispatch]);

  usePrepare(state, dispatch, returnPath);

  useEffect(() => {
    if (state.kind !== 'authorizing') return;
    const link = wechatAuthLink(
      { appid: env.wechatAppId, redirectUri: window.location.href, state: state.authState },
      env.siteDomain,
      mockBuildOrigin(),
    );
    if (!link.ok) {
      console.error('[payment] WeChat authorisation not followed:', link.reason);
      dispatch({ type: 'AUTH_UNAVAILABLE' });
      return;
    }
    // Our own /proxy-wx-auth, which forwards to WeChat's authorisation.
    loadPage(link.href);
  }, [state, dispatch]);

  const { mutateAsync: create } = useMutation({
    mutationFn: (request: PaymentRequest) => createPayment(request),
  });
  useEffect(() => {
    if (state.kind !== 'creating') return;
    const { product, intent, code } = state;
    create({
      product,
      intentId: intent.id,
      channel: intent.channel,
      env: payEnv,
      sourceId: readPaySourceId(path),
      subscription,
      origin: window.location.origin,
      ...(code ? { code } : {}),
    }).then(
      (start) =>
        dispatch({
          type: 'CREATED',
          intentId: intent.id,
          start: orderStartOf(start, product.price, Date.now()),
        }),
      (error: unknown) =>
        dispatch({ type: 'CREATE_FAILED', intentId: intent.id, error: orderErrorView(error) }),
    );
  }, [state, dispatch, create, payEnv, path, subscription]);

  // Leaving for Alipay / WeChat H5: the provider sends the browser to /payment/success, which
  // reads the trade number from this cookie when the provider does not append it.
  useEffect(() => {
    if (state.kind !== 'awaiting' || state.via !== 'leaving' || !state.order.url) return;
    const { url, outTradeNo } = state.order;
    void rememberPayer(queryClient, { returnPath, tradeNo: outTradeNo }).then(() =>
      leaveForProvider(url),
    );
  }, [state, queryClient, returnPath]);

  const jsapiCall =
    state.kind === 'awaiting' && state.jsapi === 'waiting' && state.order.payParams
      ? { order: state.order, params: state.order.payParams, attempt: state.checks }
      : undefined;
  useEffect(() => {
    if (!jsapiCall) return;
    const { outTradeNo } = jsapiCall.order;
    void invokeWechatPay(jsapiCall.params as unknown as Record<string, string>).then((result) =>
      dispatch({ type: 'JSAPI_RESULT', outTradeNo, result }),
    );
    // One call per order and attempt (重新支付 bumps it), not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jsapiCall?.order.outTradeNo, jsapiCall?.attempt]);

  const polled = state.kind === 'awaiting' && state.via !== 'leaving' ? state : undefined;
  const poll = useOrderPolling(polled?.order.outTradeNo, polled?.order.expiresAt, polled?.checks);
  useEffect(() => {
    const status = poll.status;
    if (!polled) return;
    if (status === 'refused') {
      dispatch({ type: 'SESSION_LOST', outTradeNo: polled.order.outTradeNo });
      return;
    }
    if (status !== 'paid' && status !== 'closed' && status !== 'failed' && status !== 'expired')
      return;
    dispatch({ type: 'SETTLED', outTradeNo: polled.order.outTradeNo, status });
  }, [poll.status, polled, dispatch]);

  useLoginAgain(state, dispatch);
  useLeaveQuestion(state, dispatch);

  useEffect(() => {
    if (state.kind !== 'paid') return;
    const tradeNo = state.order.outTradeNo;
    void rememberPayer(queryClient, { returnPath, tradeNo }).then(() =>
      navigate(ROUTES.paymentSuccess.path),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
  }, [state, navigate, queryClient, returnPath]);

  useRefetchListOnLogin();

  return {
    state,
    poll,
    /** The logged-in account, once its info is known (the purchase agreement is kept for it). */
    account,
    preparingId: state.kind === 'preparing' ? state.product.id : null,
    buy: (product: Package) => dispatch({ type: 'BUY', product }),
    pay: (channel: PayChannel) =>
      dispatch({
        type: 'PAY',
        channel,
        freshIntentId: newIntentId(),
        ...(needsWechatAuth(channel, payEnv) ? { authState: randomState() } : {}),
      }),
    retry: () => dispatch({ type: 'RETRY' }),
    refresh: () => dispatch({ type: 'REFRESH' }),
    check: () => dispatch({ type: 'CHECK' }),
    payAgainInWechat: () => dispatch({ type: 'JSAPI_RETRY' }),
    renew: () => dispatch({ type: 'RENEW', freshIntentId: newIntentId() }),
    startOver: () => {
      // Back from a provider, the resume dialog has asked already: 重新选择 gives the order up.
      if (state.kind === 'awaiting' && state.order.mode === 'redirect') giveUp(state.order);
      dispatch({ type: 'START_OVER' });
    },
    close: () => {
      // Closed by the buyer (the question, or the dialog after a provider's page): a reload does
      // not open it again; the watch still follows it, and 立即购买 offers it.
      if (state.kind === 'awaiting' && (state.question || state.order.mode === 'redirect')) {
        const { outTradeNo } = state.order;
        updateOpenOrders(account, { type: 'dismissed', outTradeNo });
      }
      dispatch({ type: 'CLOSE' });
    },
    abandon: () => {
      if (state.kind === 'awaiting' && state.question) giveUp(state.order);
      dispatch({ type: 'ABANDON' });
    },
    help: () => dispatch({ type: 'HELP' }),
    backToOrder: () => dispatch({ type: 'BACK_TO_ORDER' }),
    continueOrder: () => {
      if (state.kind === 'open-order')
        dispatch({ type: 'CONTINUE', order: state.order, now: Date.now() });
    },
    continueOther: (order: ActiveOrder) => dispatch({ type: 'CONTINUE', order, now: Date.now() }),
    reorder: () => dispatch({ type: 'REORDER' }),
    confirmReorder: () => {
      if (state.kind === 'open-order' && state.confirming) giveUp(state.order);
      dispatch({ type: 'REORDER_CONFIRMED' });
    },
  };

  /** The page stops watching an order the buyer gave up (the server still decides its fate). */
  function giveUp(order: ActiveOrder) {
    updateOpenOrders(account, { type: 'removed', outTradeNo: order.outTradeNo });
  }
}

export type Checkout = ReturnType<typeof useCheckout>;

/** The list's purchase methods depend on who is logged in: a change reloads it. */
function useRefetchListOnLogin() {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const previous = useRef(isLoggedIn); // the value of the last render, not a lock
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    void queryClient.invalidateQueries({ queryKey: queryKeys.product.all });
  }, [isLoggedIn, queryClient]);
}

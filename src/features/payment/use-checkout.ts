/**
 * The checkout of the payment page: the state machine of model/checkout-machine.ts, and the
 * effects each of its states asks for. Every effect reacts to entering a state and reports back
 * with an event; the reducer decides what an answer still means, so there are no locks here.
 */
import { useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryKeys, userInfoQueryOptions } from '@/api/queries';
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
import { readPaySourceId, writePayCookies } from './model/pay-storage';
import { newIntentId, pendingFor } from '@/domain/payment/pending-order';
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
import { useOrderPolling } from './hooks';
import { usePrepare } from './use-prepare';
import { ROUTES } from '@/domain/routes';

export interface CheckoutOptions {
  env: PayEnvironment;
  subscription: boolean;
}

export function useCheckout({ env: payEnv, subscription }: CheckoutOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = location.pathname + location.search;
  const path = location.pathname;
  const [initial] = useState(() =>
    startFrom(pendingFor(path), readAuthCode(location.search), Date.now(), newIntentId()),
  );
  const [state, dispatchToMachine] = useReducer(checkoutReducer, initial.state);
  const dispatch = useFunnel(state, initial.state, dispatchToMachine, path);

  // First of the effects, so that the record is written before any effect leaves the page.
  usePendingRecord(state, returnPath);

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
    window.location.assign(link.href);
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
      window.location.assign(url),
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
    if (status !== 'paid' && status !== 'closed' && status !== 'failed' && status !== 'expired')
      return;
    dispatch({ type: 'SETTLED', outTradeNo: polled.order.outTradeNo, status });
  }, [poll.status, polled, dispatch]);

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
    startOver: () => dispatch({ type: 'START_OVER' }),
    close: () => dispatch({ type: 'CLOSE' }),
  };
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

/** The payer cookies /payment/success reads (the phone from the cached user info). */
async function rememberPayer(
  queryClient: QueryClient,
  meta: { returnPath: string; tradeNo: string },
): Promise<void> {
  let phone = '';
  try {
    phone = (await queryClient.fetchQuery(userInfoQueryOptions())).phone ?? '';
  } catch {
    // Unknown payer: the success page shows no account line.
  }
  writePayCookies(phone, meta);
}

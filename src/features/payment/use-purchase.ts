/**
 * The purchase flow of the payment page: buy → (login) → (refresh the package) → checkout →
 * one order → QR / provider redirect / WeChat JSAPI → polling → paid → /payment/success.
 * Locks (refs, not state) make sure rapid clicks create one order only.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryKeys, unionProductQueryOptions, userInfoQueryOptions } from '@/api/queries';
import type { Package } from '@/api/types';
import { t } from '@/i18n';
import { env } from '@/shared/config/env';
import { PAYMENT_SUCCESS_PATH } from '@/shared/constants';
import type { PayChannel } from '@/shared/enums';
import { LoginCancelledError, requestLogin } from '@/shared/session/login-bridge';
import { useIsLoggedIn } from '@/shared/session/session-store';
import { currentSourceId } from '@/shared/session/source';
import { notify } from '@/shared/ui/notify';
import { buyStep, isBuyable, refreshPurchaseMethod } from './model/catalog';
import { needsWechatAuth, type PayEnvironment } from './model/channels';
import { createPayment, payableAmount, type PaymentStart } from './model/create-payment';
import { orderErrorView, type OrderErrorView } from './model/order-errors';
import {
  clearPending,
  freshAuthorizing,
  resumablePaying,
  savePending,
  snapshotOf,
  type PayingRecord,
  type ProductSnapshot,
} from './model/pending-order';
import {
  readPaySourceId,
  savePayProductInfo,
  savePaySourceId,
  toPayProductInfo,
  writePayCookies,
} from './model/pay-storage';
import {
  invokeWechatPay,
  randomState,
  readAuthCode,
  stripAuthParams,
  wechatAuthLink,
} from './model/wechat-auth';

export type JsapiNote = 'waiting' | 'no-bridge' | 'cancel' | 'fail';

export interface ActiveOrder {
  outTradeNo: string;
  channel: PayChannel;
  mode: 'qr' | 'jsapi';
  qr?: string;
  amount: number;
  deduction: number;
  expiresAt: number;
  product: ProductSnapshot;
  jsapi?: JsapiNote;
}

export type PurchaseState =
  | { phase: 'idle' }
  | {
      phase: 'checkout';
      product: Package;
      creating: boolean;
      redirecting: boolean;
      error?: OrderErrorView;
      /** A JSAPI-specific problem shown in the checkout (no appid, WeChat auth not finished). */
      notice?: 'jsapi-unavailable' | 'auth-failed';
    }
  | { phase: 'paying'; order: ActiveOrder; product: Package | ProductSnapshot; creating: boolean };

export interface PurchaseOptions {
  env: PayEnvironment;
  subscription: boolean;
}

const isLoginCancel = (error: unknown) => error instanceof LoginCancelledError;

export function usePurchase({ env: payEnv, subscription }: PurchaseOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  // A reload mid-payment opens the same QR again and resumes polling.
  const [state, setState] = useState<PurchaseState>(() => resumeState(location.pathname));
  const [preparingId, setPreparingId] = useState<number | null>(null);
  /** Buy-button lock: login and refresh in progress. */
  const preparing = useRef(false);
  /** Order lock: union_order_pay in progress (or the page is leaving for a provider). */
  const creating = useRef(false);
  /** Bumped by every close: an order whose creation outlived its dialog is dropped. */
  const closedCount = useRef(0);
  const paidHandled = useRef<string | null>(null);
  const returnPath = location.pathname + location.search;
  const path = location.pathname;

  // The list's purchase methods depend on who is logged in.
  const wasLoggedIn = useRef(isLoggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === isLoggedIn) return;
    wasLoggedIn.current = isLoggedIn;
    void queryClient.invalidateQueries({ queryKey: queryKeys.product.all });
  }, [isLoggedIn, queryClient]);

  const refreshProduct = useCallback(
    async (pkg: Pick<Package, 'id' | 'purchase_method'>): Promise<Package> => {
      const fresh = await queryClient.fetchQuery({
        ...unionProductQueryOptions(pkg.id, refreshPurchaseMethod(pkg as Package)),
        staleTime: 0,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.product.list() });
      return fresh;
    },
    [queryClient],
  );

  const payerPhone = useCallback(async (): Promise<string> => {
    try {
      const user = await queryClient.fetchQuery(userInfoQueryOptions());
      return user.phone || 'unknown';
    } catch {
      return 'unknown';
    }
  }, [queryClient]);

  /** 立即购买. */
  const buy = useCallback(
    async (pkg: Package) => {
      if (preparing.current || creating.current) return;
      preparing.current = true;
      setPreparingId(pkg.id);
      try {
        let stale = false;
        if (!isLoggedIn) {
          try {
            await requestLogin();
          } catch (error) {
            if (!isLoginCancel(error)) {
              // No dialog registered: fall back to the login route, back here afterwards.
              void navigate(`/login?redirect=${encodeURIComponent(returnPath)}`);
            }
            return;
          }
          stale = true; // the purchase method was the guest's
        }
        let product: Package = pkg;
        if (buyStep(pkg, { stale }) === 'refresh') {
          try {
            product = await refreshProduct(pkg);
          } catch {
            void notify(t('payment:errors.refreshFailed'), 'error');
            return;
          }
        }
        if (!isBuyable(product)) {
          void notify(t('payment:card.unavailable'), 'warning');
          return;
        }
        savePayProductInfo(path, toPayProductInfo(product));
        savePaySourceId(path, currentSourceId());
        setState({ phase: 'checkout', product, creating: false, redirecting: false });
      } finally {
        preparing.current = false;
        setPreparingId(null);
      }
    },
    [isLoggedIn, navigate, path, refreshProduct, returnPath],
  );

  const startOrder = useCallback(
    async (start: PaymentStart, product: Package | ProductSnapshot, channel: PayChannel) => {
      const snapshot = 'json_info' in product ? snapshotOf(product) : product;
      const base = {
        outTradeNo: start.outTradeNo,
        channel,
        amount: payableAmount(snapshot.price, start.deduction),
        deduction: start.deduction,
        expiresAt: Date.now() + start.payLimitSeconds * 1000,
        product: snapshot,
      };
      const record = (mode: PayingRecord['mode'], qr?: string): PayingRecord => ({
        stage: 'paying',
        mode,
        returnPath,
        createdAt: Date.now(),
        ...base,
        ...(qr ? { qr } : {}),
      });
      if (start.kind === 'redirect') {
        savePending(record('redirect'));
        // Set before leaving: the provider sends the browser straight to /payment/success.
        writePayCookies(await payerPhone(), { returnPath, tradeNo: start.outTradeNo });
        window.location.assign(start.url);
        return 'left' as const;
      }
      if (start.kind === 'qr') {
        savePending(record('qr', start.qr));
        setState({
          phase: 'paying',
          product,
          creating: false,
          order: { ...base, mode: 'qr', qr: start.qr },
        });
        return 'paying' as const;
      }
      savePending(record('jsapi'));
      setState({
        phase: 'paying',
        product,
        creating: false,
        order: { ...base, mode: 'jsapi', jsapi: 'waiting' },
      });
      const result = await invokeWechatPay(start.params as unknown as Record<string, string>);
      if (result !== 'ok') {
        setState((s) =>
          s.phase === 'paying' && s.order.outTradeNo === start.outTradeNo
            ? { ...s, order: { ...s.order, jsapi: result } }
            : s,
        );
      }
      return 'paying' as const;
    },
    [payerPhone, returnPath],
  );

  /** Creates the order (or starts WeChat authorisation first). One at a time. */
  const createOrder = useCallback(
    async (product: Package | ProductSnapshot, channel: PayChannel, code?: string) => {
      if (creating.current) return;
      creating.current = true;
      const closedAtStart = closedCount.current;
      let leaving = false;
      setState((s) =>
        s.phase === 'idle'
          ? s
          : {
              ...s,
              creating: true,
              ...(s.phase === 'checkout' ? { error: undefined, notice: undefined } : {}),
            },
      );
      try {
        if (!code && needsWechatAuth(channel, payEnv)) {
          const authState = randomState();
          const link = wechatAuthLink(
            { appid: env.wechatAppId, redirectUri: window.location.href, state: authState },
            env.siteDomain,
          );
          if (!link.ok) {
            console.error('[payment] WeChat authorisation not followed:', link.reason);
            setState((s) =>
              s.phase === 'checkout' ? { ...s, creating: false, notice: 'jsapi-unavailable' } : s,
            );
            return;
          }
          savePending({
            stage: 'authorizing',
            state: authState,
            channel,
            product: 'json_info' in product ? snapshotOf(product) : product,
            returnPath,
            createdAt: Date.now(),
          });
          leaving = true;
          window.location.assign(link.href);
          return;
        }
        const start = await createPayment({
          product: product as Package,
          channel,
          env: payEnv,
          sourceId: readPaySourceId(path),
          subscription,
          origin: window.location.origin,
          ...(code ? { code } : {}),
        });
        // Closed while the order was being created: it stays unpaid and expires on the server;
        // neither a dialog nor a provider page comes back uninvited.
        if (closedCount.current !== closedAtStart) return;
        const outcome = await startOrder(start, product, channel);
        leaving = outcome === 'left';
        if (leaving) {
          setState((s) => (s.phase === 'checkout' ? { ...s, redirecting: true } : s));
        }
      } catch (error) {
        const view = orderErrorView(error);
        if (view.action === 'login') {
          setState({ phase: 'idle' });
          return;
        }
        setState((s) => {
          if (s.phase === 'checkout') return { ...s, creating: false, error: view };
          // A failed QR refresh: back to the checkout of the same package, with the message.
          if (s.phase === 'paying' && 'json_info' in s.product) {
            return {
              phase: 'checkout',
              product: s.product,
              creating: false,
              redirecting: false,
              error: view,
            };
          }
          void notify(t(`payment:errors.${view.kind}.title`), 'error');
          return { phase: 'idle' };
        });
      } finally {
        if (!leaving) {
          creating.current = false;
          setState((s) => (s.phase === 'idle' || !s.creating ? s : { ...s, creating: false }));
        }
      }
    },
    [path, payEnv, returnPath, startOrder, subscription],
  );

  /** The next step of a business error (refresh the package, or close the checkout). */
  const refreshCheckout = useCallback(async () => {
    if (state.phase !== 'checkout' || creating.current) return;
    creating.current = true;
    setState((s) => (s.phase === 'checkout' ? { ...s, creating: true } : s));
    try {
      const fresh = await refreshProduct(state.product);
      setState(
        isBuyable(fresh)
          ? { phase: 'checkout', product: fresh, creating: false, redirecting: false }
          : { phase: 'idle' },
      );
      if (!isBuyable(fresh)) void notify(t('payment:card.unavailable'), 'warning');
      else savePayProductInfo(path, toPayProductInfo(fresh));
    } catch {
      void notify(t('payment:errors.refreshFailed'), 'error');
      setState((s) => (s.phase === 'checkout' ? { ...s, creating: false } : s));
    } finally {
      creating.current = false;
    }
  }, [path, refreshProduct, state]);

  /** Closes whatever dialog is open; an unpaid order is abandoned (polling stops). */
  const close = useCallback(() => {
    closedCount.current += 1;
    setState((s) => {
      if (s.phase === 'paying') clearPending(s.order.outTradeNo);
      return { phase: 'idle' };
    });
  }, []);

  /** 刷新二维码 / 重新支付: a new order for the same package and channel. */
  const renew = useCallback(() => {
    if (state.phase !== 'paying') return;
    void createOrder(state.product, state.order.channel);
  }, [createOrder, state]);

  const onPaid = useCallback(
    async (order: ActiveOrder) => {
      if (paidHandled.current === order.outTradeNo) return;
      paidHandled.current = order.outTradeNo;
      writePayCookies(await payerPhone(), { returnPath, tradeNo: order.outTradeNo });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      void navigate(PAYMENT_SUCCESS_PATH);
    },
    [navigate, payerPhone, queryClient, returnPath],
  );

  // WeChat's return from authorisation continues the JSAPI order with the code, which is
  // stripped from the URL first (it is single-use and must not be bookmarked or shared).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const auth = readAuthCode(location.search);
    if (!auth) return;
    void navigate(
      {
        pathname: location.pathname,
        search: stripAuthParams(location.search),
        hash: location.hash,
      },
      { replace: true },
    );
    const pending = freshAuthorizing(Date.now());
    clearPending();
    if (!pending || pending.state !== auth.state) {
      if (pending) console.warn('[payment] WeChat state mismatch; code ignored');
      return;
    }
    void Promise.resolve().then(() => createOrder(pending.product, pending.channel, auth.code));
    // Only on arrival: later navigations inside the page do not resume anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    state,
    preparingId,
    buy,
    pay: (channel: PayChannel) => {
      if (state.phase === 'checkout') void createOrder(state.product, channel);
    },
    refreshCheckout,
    close,
    renew,
    onPaid,
  };
}

/** The QR payment this page left unfinished (reload), if it has not expired. */
function resumeState(pathname: string): PurchaseState {
  const paying = resumablePaying(pathname, Date.now());
  if (!paying?.qr) return { phase: 'idle' };
  return {
    phase: 'paying',
    product: paying.product,
    creating: false,
    order: {
      outTradeNo: paying.outTradeNo,
      channel: paying.channel,
      mode: 'qr',
      qr: paying.qr,
      amount: paying.amount,
      deduction: paying.deduction,
      expiresAt: paying.expiresAt,
      product: paying.product,
    },
  };
}

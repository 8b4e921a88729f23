/** The checkout's dialogs, one per state (model/checkout-machine.ts). Loaded on the first intent to buy. */
import type { PayChannel } from '@/shared/enums';
import type { PayEnvironment } from '../model/channels';
import type { Checkout } from '../use-checkout';
import { CheckoutDialog } from './checkout-dialog';
import { PayDialog } from './pay-dialog';
import { LeaveQuestionDialog, OpenOrderDialog } from './open-order-dialogs';
import { ResumeDialog, UnknownOrderDialog } from './resume-dialog';

export interface PurchaseDialogsProps {
  checkout: Checkout;
  channels: PayChannel[];
  env: PayEnvironment;
}

export default function PurchaseDialogs({ checkout, channels, env }: PurchaseDialogsProps) {
  const { state } = checkout;
  // UnionPay's QR is the one a phone is shown (WeChat pays by H5 or JSAPI, Alipay by redirect).
  const onPhone = env === 'phone' || env === 'wechat';
  switch (state.kind) {
    case 'idle':
    case 'preparing':
    case 'relogin':
      return null;
    case 'open-order':
      return <OpenOrderDialog state={state} checkout={checkout} />;
    case 'unknown':
      return <UnknownOrderDialog checkout={checkout} />;
    case 'creating':
      return state.replacing && state.replacing.order.mode !== 'redirect' ? (
        <PayDialog
          state={{ kind: 'ended', product: state.product, ...state.replacing }}
          order={state.replacing.order}
          renewing
          checkout={checkout}
        />
      ) : (
        <CheckoutDialog state={state} checkout={checkout} channels={channels} env={env} />
      );
    case 'confirming':
    case 'authorizing':
      return <CheckoutDialog state={state} checkout={checkout} channels={channels} env={env} />;
    case 'awaiting':
    case 'ended':
      if (state.kind === 'awaiting' && state.question) {
        return (
          <LeaveQuestionDialog state={{ ...state, question: state.question }} checkout={checkout} />
        );
      }
      if (state.order.mode !== 'redirect') {
        return (
          <PayDialog
            state={state}
            order={state.order}
            renewing={false}
            checkout={checkout}
            onPhone={onPhone}
          />
        );
      }
      // Still leaving for the provider: the checkout stays, saying so.
      if (state.kind === 'awaiting' && state.via === 'leaving') {
        return <CheckoutDialog state={state} checkout={checkout} channels={channels} env={env} />;
      }
      return <ResumeDialog state={state} checkout={checkout} />;
    case 'paid':
      return <PayDialog state={state} order={state.order} renewing={false} checkout={checkout} />;
  }
}

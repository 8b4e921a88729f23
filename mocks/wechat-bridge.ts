/**
 * Mock builds only: a stand-in for the WeixinJSBridge that WeChat's in-app browser injects, so that
 * WeChat Pay JSAPI (docs/integration-notes.md §3) can be tried in any browser with a WeChat user
 * agent. `getBrandWCPayRequest` shows a small pay sheet (mocks/wechat-pay-sheet.tsx) or answers at
 * once, as the QA setting says (mocks/pay-settings.ts), with WeChat's `err_msg` strings. Paying
 * goes through the mock cashier's endpoint, so the order settles as its order dimension says and the
 * page's poll sees it; cancelling or failing leaves the order waiting, as WeChat does.
 */
import { getDb, type MockOrder } from './db';
import { MOCK_PROVIDER_PATH } from './lib/provider-path';
import { getBridgeOutcome } from './pay-settings';
import type { SheetChoice } from './wechat-pay-sheet';

type Callback = (result: { err_msg: string }) => void;

interface MockBridge {
  invoke: (api: string, params: Record<string, string> | undefined, callback?: Callback) => void;
  on: (event: string, handler: unknown) => void;
  call: (api: string) => void;
}

type BridgeWindow = Window & { WeixinJSBridge?: unknown };

let installed: MockBridge | undefined;

const ERR_MSG: Record<SheetChoice, string> = {
  succeed: 'get_brand_wcpay_request:ok',
  cancel: 'get_brand_wcpay_request:cancel',
  fail: 'get_brand_wcpay_request:fail',
};

/** The waiting order a pay request is for: its `package` (prepay id) is the one the mock issued. */
function orderFor(params: Record<string, string> | undefined): MockOrder | undefined {
  const prepay = params?.package;
  if (!prepay) return undefined;
  return getDb().orders.find((o) => o.pay_params?.package === prepay);
}

/** The mock cashier's 确认付款 for `tradeNo` (mocks/handlers/pay.ts); false when it did not answer. */
async function payOnProvider(tradeNo: string): Promise<boolean> {
  const response = await fetch(`${MOCK_PROVIDER_PATH}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ out_trade_no: tradeNo }),
  }).catch(() => undefined);
  return response?.ok ?? false;
}

async function askTheTester(order: MockOrder | undefined): Promise<SheetChoice> {
  const { showWechatPaySheet } = await import('./wechat-pay-sheet');
  return showWechatPaySheet({ amount: order?.total_price, productName: order?.product_name });
}

/** What WeChat would answer `getBrandWCPayRequest` with. */
export async function answerPayRequest(
  params: Record<string, string> | undefined,
  ask: (order: MockOrder | undefined) => Promise<SheetChoice> = askTheTester,
): Promise<string> {
  const order = orderFor(params);
  const setting = getBridgeOutcome();
  // 'off' set after this page loaded: the bridge is still here, so the tester decides.
  const choice = setting === 'ask' || setting === 'off' ? await ask(order) : setting;
  if (choice !== 'succeed') return ERR_MSG[choice];
  // WeChat answers ok only once the payment went through; an unknown prepay id cannot be paid.
  const paid = order ? await payOnProvider(order.out_trade_no) : false;
  return paid ? ERR_MSG.succeed : ERR_MSG.fail;
}

function createBridge(): MockBridge {
  return {
    invoke(api, params, callback) {
      if (api !== 'getBrandWCPayRequest') {
        // WeChat's answer to an API it does not have.
        setTimeout(() => callback?.({ err_msg: 'system:function_not_exist' }));
        return;
      }
      void answerPayRequest(params).then((errMsg) => callback?.({ err_msg: errMsg }));
    },
    on() {},
    call() {},
  };
}

/**
 * Installs the stand-in when the page runs with a WeChat user agent (`isWechat`, from
 * src/shared/device.ts in src/main.tsx), WeChat's own bridge is absent and the QA setting is not
 * 'off'; then fires `WeixinJSBridgeReady` on the document as WeChat does. Returns whether it did.
 */
export function installMockWechatBridge(isWechat: boolean, win: BridgeWindow = window): boolean {
  if (!isWechat || win.WeixinJSBridge || getBridgeOutcome() === 'off') return false;
  installed = createBridge();
  win.WeixinJSBridge = installed;
  setTimeout(() => win.document.dispatchEvent(new Event('WeixinJSBridgeReady')));
  return true;
}

/**
 * Whether the page's WeixinJSBridge is this stand-in: its JSAPI orders are then paid in its sheet
 * only (mocks/handlers/pay.ts), not by the state's polls alone.
 */
export function isMockWechatBridgeActive(): boolean {
  const win = globalThis as { WeixinJSBridge?: unknown };
  return installed !== undefined && win.WeixinJSBridge === installed;
}

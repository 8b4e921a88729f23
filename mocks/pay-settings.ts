/**
 * QA settings of the mock payment providers, kept in localStorage so that they survive the
 * payment's reloads and redirects (mocks/README.md "WeChat Pay inside WeChat" and "A phone on the
 * local network"). They are read when used, so a change applies to the next payment.
 */

/** What the stand-in WeixinJSBridge (mocks/wechat-bridge.ts) does with a pay request. */
export type BridgeOutcome = 'ask' | 'succeed' | 'cancel' | 'fail' | 'off';
/** How a QR order (WeChat NATIVE, UnionPay) gets paid: by the scenario's polls, or by a scan only. */
export type QrPayMode = 'auto' | 'scan';

export const BRIDGE_OUTCOME_KEY = '__mock_wechat_bridge';
export const QR_PAY_MODE_KEY = '__mock_qr_pay';

const BRIDGE_OUTCOMES: readonly BridgeOutcome[] = ['ask', 'succeed', 'cancel', 'fail', 'off'];
const QR_PAY_MODES: readonly QrPayMode[] = ['auto', 'scan'];

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (a sandboxed frame): the defaults apply
  }
}

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const value = storage()?.getItem(key);
  return allowed.find((v) => v === value) ?? fallback;
}

function write(key: string, value: string, fallback: string): void {
  const store = storage();
  if (!store) return;
  if (value === fallback) store.removeItem(key);
  else store.setItem(key, value);
}

/** Default 'ask': the bridge shows its sheet and the tester chooses. */
export function getBridgeOutcome(): BridgeOutcome {
  return read(BRIDGE_OUTCOME_KEY, BRIDGE_OUTCOMES, 'ask');
}

/** 'off' applies from the next page load (the bridge is installed when the mock starts). */
export function setBridgeOutcome(outcome: BridgeOutcome): void {
  write(BRIDGE_OUTCOME_KEY, outcome, 'ask');
}

/** Default 'auto': QR orders settle as the scenario says, as they always have. */
export function getQrPayMode(): QrPayMode {
  return read(QR_PAY_MODE_KEY, QR_PAY_MODES, 'auto');
}

/** Applies to orders created afterwards. */
export function setQrPayMode(mode: QrPayMode): void {
  write(QR_PAY_MODE_KEY, mode, 'auto');
}

/**
 * The mock payment providers' QA settings, two dimensions of the mock state
 * (mocks/state/dimensions.ts `jsapi`, `qrPay`; mocks/README.md "模拟状态"), read when used, so a
 * change applies to the next payment.
 */
import { getMockState, setDimensions } from './scenarios';
import type { JsapiMode, QrPayMode } from './state/dimensions';

export type BridgeOutcome = JsapiMode;

/** Default 'ask': the bridge shows its sheet and the tester chooses. */
export function getBridgeOutcome(): BridgeOutcome {
  return getMockState().jsapi;
}

/** 'off' applies from the next page load (the bridge is installed when the mock starts). */
export function setBridgeOutcome(outcome: BridgeOutcome): void {
  setDimensions({ jsapi: outcome });
}

/** Default 'auto': QR orders settle as the order dimension says. */
export function getQrPayMode(): QrPayMode {
  return getMockState().qrPay;
}

/** Applies to orders created afterwards. */
export function setQrPayMode(mode: QrPayMode): void {
  setDimensions({ qrPay: mode });
}

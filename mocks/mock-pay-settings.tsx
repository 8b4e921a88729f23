/**
 * The QA panel's payment settings (mocks/pay-settings.ts): what the stand-in WeixinJSBridge answers,
 * and whether QR orders wait for a scan. Styles go through React's style prop (strict CSP); colours
 * come from the panel around it.
 */
import { useId, useState, type CSSProperties } from 'react';
import {
  getBridgeOutcome,
  getQrPayMode,
  setBridgeOutcome,
  setQrPayMode,
  type BridgeOutcome,
  type QrPayMode,
} from './pay-settings';

const BRIDGE_OPTIONS: Array<[BridgeOutcome, string]> = [
  ['ask', '弹出模拟支付窗口，由我选择'],
  ['succeed', '直接支付成功'],
  ['cancel', '直接取消支付'],
  ['fail', '直接支付失败'],
  ['off', '不模拟（无 WeixinJSBridge，刷新后生效）'],
];

const QR_OPTIONS: Array<[QrPayMode, string]> = [
  ['auto', '按场景自动结算'],
  ['scan', '扫码付款后才结算'],
];

const row: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 2, marginTop: 8 };
const select: CSSProperties = { maxWidth: '100%', fontSize: 13, padding: '2px 4px' };

export function MockPaySettings({ muted }: { muted?: string }) {
  const bridgeId = useId();
  const qrId = useId();
  const [outcome, setOutcome] = useState(getBridgeOutcome);
  const [qrMode, setQrMode] = useState(getQrPayMode);
  return (
    <section style={{ marginTop: 8 }}>
      <div style={row}>
        <label htmlFor={bridgeId}>微信 JSAPI 模拟结果</label>
        <select
          id={bridgeId}
          value={outcome}
          style={select}
          onChange={(event) => {
            const value = event.target.value as BridgeOutcome;
            setBridgeOutcome(value);
            setOutcome(value);
          }}
        >
          {BRIDGE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div style={row}>
        <label htmlFor={qrId}>扫码支付（微信 / 云闪付二维码）</label>
        <select
          id={qrId}
          value={qrMode}
          style={select}
          onChange={(event) => {
            const value = event.target.value as QrPayMode;
            setQrPayMode(value);
            setQrMode(value);
          }}
        >
          {QR_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <small style={{ color: muted }}>对之后新建的订单生效</small>
      </div>
    </section>
  );
}

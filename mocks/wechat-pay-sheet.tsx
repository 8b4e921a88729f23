/**
 * Mock builds only: the pay sheet of the stand-in WeixinJSBridge (mocks/wechat-bridge.ts), in the
 * place of WeChat's own. It has its own React root outside the app, made afresh for each request
 * (an open app dialog hides from assistive technology only what was there when it opened). Styles
 * go through React's style prop, which a strict Content-Security-Policy allows.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';

/** What the tester chose on the stand-in pay sheet. */
export type SheetChoice = 'succeed' | 'cancel' | 'fail';

/** The sheet's host element; tests/build/check-dist.mjs looks for it to prove mock code is absent. */
const SHEET_HOST_ID = 'mock-wechat-pay-sheet';

const GREEN = '#07c160';

const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  // Above the app's dialogs, which also turn pointer events off on the body while they are open.
  zIndex: 2147483000,
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: 'rgba(0,0,0,0.5)',
  fontFamily: 'system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif',
  color: '#1f2329',
};
const sheet: CSSProperties = {
  width: '100%',
  maxWidth: 420,
  boxSizing: 'border-box',
  padding: '20px 20px calc(20px + env(safe-area-inset-bottom))',
  borderRadius: '12px 12px 0 0',
  background: '#fff',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  textAlign: 'center',
};
const button = (filled: boolean): CSSProperties => ({
  height: 44,
  borderRadius: 8,
  border: filled ? 0 : '1px solid #d0d3d6',
  background: filled ? GREEN : '#fff',
  color: filled ? '#fff' : '#1f2329',
  fontSize: 16,
  cursor: 'pointer',
});

function formatFen(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

function Sheet({
  amount,
  productName,
  choose,
}: {
  amount: number | undefined;
  productName: string | undefined;
  choose: (choice: SheetChoice) => void;
}) {
  const pay = useRef<HTMLButtonElement>(null);
  useEffect(() => pay.current?.focus(), []);
  return (
    <div style={overlay}>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="mock-wechat-pay-title"
        style={sheet}
        onKeyDown={(event) => {
          if (event.key === 'Escape') choose('cancel');
        }}
      >
        <h2 id="mock-wechat-pay-title" style={{ margin: 0, fontSize: 17, fontWeight: 600 }}>
          模拟微信支付
        </h2>
        {productName && <p style={{ margin: 0, color: '#646a73', fontSize: 14 }}>{productName}</p>}
        <p style={{ margin: 0, fontSize: 32, fontWeight: 600 }}>
          {amount === undefined ? '金额未知' : formatFen(amount)}
        </p>
        <p style={{ margin: 0, color: '#646a73', fontSize: 13 }}>
          测试环境的模拟支付，不会真实扣款。
        </p>
        <button ref={pay} type="button" style={button(true)} onClick={() => choose('succeed')}>
          支付
        </button>
        <button type="button" style={button(false)} onClick={() => choose('cancel')}>
          取消
        </button>
        <button
          type="button"
          style={{
            border: 0,
            background: 'none',
            color: '#576b95',
            fontSize: 14,
            padding: 4,
            cursor: 'pointer',
          }}
          onClick={() => choose('fail')}
        >
          模拟支付失败
        </button>
      </section>
    </div>
  );
}

let closeOpenSheet: ((choice: SheetChoice) => void) | undefined;

/**
 * Shows the sheet and resolves with the tester's choice, then removes it. A sheet still open from
 * an earlier request is cancelled first, as WeChat shows one at a time.
 */
export function showWechatPaySheet(info: {
  amount: number | undefined;
  productName: string | undefined;
}): Promise<SheetChoice> {
  closeOpenSheet?.('cancel');
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.id = SHEET_HOST_ID;
    document.body.append(host);
    // WeChat's sheet is above the page. An app dialog that opens after it hides everything outside
    // itself from assistive technology (the host too) as it opens: the sheet stays reachable.
    // WeChat's sheet is native: the page never sees its taps, so the pay dialog does not take
    // one for a tap on its overlay (which closes it and asks 支付是否已完成？).
    host.addEventListener('pointerdown', (event) => event.stopPropagation());
    const stayReachable = new MutationObserver(() => host.removeAttribute('aria-hidden'));
    stayReachable.observe(host, { attributes: true, attributeFilter: ['aria-hidden'] });
    const root = createRoot(host);
    const choose = (choice: SheetChoice) => {
      if (closeOpenSheet !== choose) return;
      closeOpenSheet = undefined;
      stayReachable.disconnect();
      root.unmount();
      host.remove();
      resolve(choice);
    };
    closeOpenSheet = choose;
    root.render(<Sheet amount={info.amount} productName={info.productName} choose={choose} />);
  });
}

/**
 * Mock builds only: the payment provider's cashier that Alipay's `pay_url`, WeChat H5's `mweb_url`
 * and the scanned QR codes of WeChat NATIVE and UnionPay orders lead to (mocks/handlers/pay.ts). A tester pays here (the order then
 * settles as its order dimension says) or leaves without paying (the browser's Back, or 返回商家), as a
 * buyer does on the real Alipay page. It replaces the app on its path (src/main.tsx). On a phone
 * without the mock worker, 确认付款 reaches the preview server's relay instead
 * (scripts/vite-plugin-mock-lan.ts), which the desktop's mock asks. Styles go
 * through React's style prop, which a strict Content-Security-Policy allows.
 */
import { useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { MOCK_PROVIDER_PATH } from './lib/provider-path';

const CHANNEL_NAMES: Record<string, string> = {
  alipay: '支付宝',
  wechat: '微信支付',
  union: '云闪付',
};
const CHANNEL_COLORS: Record<string, string> = {
  alipay: '#1677ff',
  wechat: '#07c160',
  union: '#d7000f',
};

const page: CSSProperties = {
  minHeight: '100vh',
  margin: 0,
  padding: '48px 16px',
  boxSizing: 'border-box',
  background: '#f5f6f8',
  fontFamily: 'system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif',
  color: '#1f2329',
};
const card: CSSProperties = {
  maxWidth: 400,
  margin: '0 auto',
  padding: 24,
  borderRadius: 12,
  background: '#fff',
  boxShadow: '0 4px 24px rgba(0,0,0,0.06)',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
};
const button = (color: string, filled: boolean): CSSProperties => ({
  height: 44,
  borderRadius: 8,
  border: `1px solid ${color}`,
  background: filled ? color : '#fff',
  color: filled ? '#fff' : color,
  fontSize: 16,
  cursor: 'pointer',
});

function ProviderPage({ params }: { params: URLSearchParams }) {
  const channel = params.get('channel') ?? 'alipay';
  const name = CHANNEL_NAMES[channel] ?? channel;
  const color = CHANNEL_COLORS[channel] ?? '#1677ff';
  const tradeNo = params.get('out_trade_no') ?? '';
  // WeChat H5 returns to the redirect_url the merchant appended; Alipay to its return_url.
  const back = params.get('redirect_url') ?? params.get('return');
  const [status, setStatus] = useState('');

  const pay = async () => {
    setStatus('正在付款…');
    const response = await fetch(`${MOCK_PROVIDER_PATH}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ out_trade_no: tradeNo }),
    }).catch(() => undefined);
    if (!response?.ok) {
      setStatus('付款失败：模拟服务没有应答');
      return;
    }
    const answer = (await response.json().catch(() => ({}))) as { data?: { relayed?: boolean } };
    if (answer.data?.relayed) {
      setStatus('付款完成，请回到电脑上的支付页面查看结果');
      return;
    }
    if (back) window.location.assign(back);
    else setStatus('付款完成，请返回商家页面');
  };

  return (
    <main style={page}>
      <section style={card} aria-labelledby="mock-provider-title">
        <p style={{ margin: 0, color, fontWeight: 600 }}>{name} · 模拟收银台</p>
        <h1 id="mock-provider-title" style={{ margin: 0, fontSize: 20 }}>
          芝士云修图 订单付款
        </h1>
        <p style={{ margin: 0, color: '#646a73', fontSize: 14 }}>
          订单号 <span style={{ fontFamily: 'monospace' }}>{tradeNo}</span>
        </p>
        <p style={{ margin: 0, color: '#646a73', fontSize: 13 }}>
          这是测试环境的模拟页面，不会真实扣款。
        </p>
        <button type="button" style={button(color, true)} onClick={() => void pay()}>
          确认付款
        </button>
        <button type="button" style={button(color, false)} onClick={() => window.history.back()}>
          返回商家（不付款）
        </button>
        <p role="status" style={{ margin: 0, minHeight: 20, fontSize: 14 }}>
          {status}
        </p>
      </section>
    </main>
  );
}

export function isMockProviderPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === MOCK_PROVIDER_PATH;
}

/** Renders the cashier in place of the app. */
export function mountMockProvider(): void {
  document.title = '模拟收银台';
  const root = document.getElementById('root') ?? document.body;
  createRoot(root).render(<ProviderPage params={new URLSearchParams(window.location.search)} />);
}

/**
 * QA-only panel of mock builds: pick a scenario (a full reload with `?mock=NAME`), reset the mock
 * data, see what is active. It has its own React root outside the app. Styles are set through
 * React's style prop (CSSOM), which a strict Content-Security-Policy still allows. On desktops it is
 * a small button in the bottom-right corner, under dialogs (z-index 2023); on phones it sits in the
 * page flow after the app, so it never covers content.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { getScenario, resetMockData, SCENARIOS, type Scenario } from './scenarios';
import { NON_MEMBER_PHONE, SMS_CODE, TEST_PHONE } from './fixtures/accounts';
import { AnalyticsEventList } from './qa-analytics-events';

const PHONE_QUERY = '(max-width: 600px)';
const Z_INDEX = 2000;
const HOST_ID = 'mock-qa-panel';

const colors = {
  bg: '#1f2937',
  text: '#f9fafb',
  muted: '#d1d5db',
  link: '#bfdbfe',
  accent: '#fde68a',
};

function phoneQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined;
}

function usePhoneLayout(): boolean {
  const [phone, setPhone] = useState(() => phoneQuery()?.matches ?? false);
  useEffect(() => {
    const query = phoneQuery();
    if (!query) return;
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

function scenarioHref(name: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('mock', name);
  return `${url.pathname}${url.search}${url.hash}`;
}

const GROUPS: Array<Scenario['group']> = ['账号', '配置', '支付', '网络'];

function ScenarioList({ current }: { current: Scenario }) {
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group} style={{ marginTop: 8 }}>
          <h3 style={{ margin: '0 0 4px', fontSize: 12, color: colors.accent }}>{group}</h3>
          <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {SCENARIOS.filter((s) => s.group === group).map((s) => (
              <li key={s.name} style={{ margin: '2px 0' }}>
                <a
                  href={scenarioHref(s.name)}
                  aria-current={s.name === current.name ? 'true' : undefined}
                  style={{
                    color: colors.link,
                    fontWeight: s.name === current.name ? 700 : 400,
                    textDecoration: 'underline',
                  }}
                >
                  {s.label}
                </a>{' '}
                <code style={{ color: colors.muted }}>{s.name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function QaPanel() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const phone = usePhoneLayout();
  const current = getScenario();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  const frame: CSSProperties = phone
    ? { position: 'static', margin: '24px 12px', maxWidth: 'none' }
    : {
        position: 'fixed',
        right: 8,
        bottom: 8,
        zIndex: Z_INDEX,
        maxWidth: 360,
        textAlign: 'right',
      };

  return (
    <aside
      aria-label="QA 模拟数据面板"
      onKeyDown={onKeyDown}
      style={{ ...frame, fontSize: 13, lineHeight: 1.5, fontFamily: 'system-ui, sans-serif' }}
    >
      {open && (
        <div
          id={bodyId}
          style={{
            background: colors.bg,
            color: colors.text,
            textAlign: 'left',
            padding: 12,
            borderRadius: 8,
            marginBottom: 6,
            maxHeight: phone ? 'none' : '70vh',
            overflowY: 'auto',
            boxShadow: '0 4px 16px rgba(0,0,0,.3)',
          }}
        >
          <h2 style={{ margin: 0, fontSize: 14 }}>模拟场景（仅 QA 构建）</h2>
          <p style={{ margin: '4px 0', color: colors.muted }}>
            当前：{current.label}
            <br />
            测试号 {TEST_PHONE}（随场景变化），非会员号 {NON_MEMBER_PHONE}，验证码 {SMS_CODE}
          </p>
          <ScenarioList current={current} />
          <button
            type="button"
            onClick={() => {
              resetMockData();
              window.location.reload();
            }}
            style={{
              marginTop: 10,
              padding: '4px 10px',
              background: colors.accent,
              color: '#111827',
              border: 0,
              borderRadius: 4,
              cursor: 'pointer',
            }}
          >
            重置模拟数据
          </button>
          <AnalyticsEventList muted={colors.muted} accent={colors.accent} />
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={() => setOpen((value) => !value)}
        style={{
          padding: '4px 10px',
          background: colors.bg,
          color: colors.text,
          border: `1px solid ${colors.muted}`,
          borderRadius: 14,
          cursor: 'pointer',
          fontSize: 12,
        }}
      >
        QA · {current.name}
      </button>
    </aside>
  );
}

let mounted = false;

/** Renders the panel into its own element once the page is idle (it must not delay the app). */
export function mountQaPanel(): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const mount = () => {
    // A second copy of this module (HMR, a test page) must not add a second panel.
    if (document.getElementById(HOST_ID)) return;
    const host = document.createElement('div');
    host.id = HOST_ID;
    document.body.appendChild(host);
    createRoot(host).render(<QaPanel />);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 300);
}

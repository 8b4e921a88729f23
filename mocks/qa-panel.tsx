/**
 * QA-only panel of mock builds (mocks/README.md "QA 面板"): set each dimension of the mock state,
 * log in as a mock account in one click, move the server clock, copy the URL that reproduces the
 * state, pick a named preset, reset the mock data, see the analytics events. It has its own React
 * root outside the app. On desktops it is a small button in the bottom-right corner, under dialogs
 * (`--z-overlay`, src/styles/tokens.css); on phones it sits in the page flow after the app, so it
 * never covers content.
 */
import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { createRoot } from 'react-dom/client';
import {
  activePreset,
  getMockState,
  resetMockData,
  setDimensions,
  shareableUrl,
  takeServerStateChanged,
} from './scenarios';
import { STATE_STORAGE_KEY } from './state/store';
import type { MockState } from './state/dimensions';
import { AccountLogins, type SignIn } from './qa/account-logins';
import { PresetList } from './qa/preset-list';
import { StateControls } from './qa/state-controls';
import { accentButton, colors, field, heading, row, section, smallButton } from './qa/style';
import { AnalyticsEventList, ErrorReportList } from './qa-analytics-events';

const PHONE_QUERY = '(max-width: 600px)';
const Z_INDEX = 2000;
const HOST_ID = 'mock-qa-panel';

/** What the app does for the panel (src/main.tsx); without it, the page reloads. */
export interface QaPanelHost {
  /** The app drops its cached server answers and loads again what the page shows. */
  followServerState: () => void;
  signIn: SignIn;
}

const RELOADING_HOST: QaPanelHost = {
  followServerState: () => window.location.reload(),
  signIn: () => window.location.reload(),
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

/** Re-renders when another tab changes the mock state. */
function useStateFromOtherTabs(refresh: () => void): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STATE_STORAGE_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refresh]);
}

function ShareLink() {
  const id = useId();
  const url = shareableUrl(window.location.href);
  const [copied, setCopied] = useState(false);
  return (
    <section style={section}>
      <h3 style={heading}>分享当前状态</h3>
      <label htmlFor={id} style={{ display: 'block', color: colors.muted }}>
        打开此链接即可在新浏览器中复现
      </label>
      <div style={row}>
        <input
          id={id}
          readOnly
          value={url}
          style={{ ...field, flex: 1, minWidth: 0 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          style={smallButton}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? '已复制' : '复制链接'}
        </button>
      </div>
    </section>
  );
}

export function QaPanel({ host = RELOADING_HOST }: { host?: QaPanelHost }) {
  const [open, setOpen] = useState(false);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [status, setStatus] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const phone = usePhoneLayout();
  useStateFromOtherTabs(refresh);
  const state = getMockState();
  const preset = activePreset();

  const change = (dimensions: Partial<MockState>) => {
    setDimensions(dimensions);
    // The app follows here and now; the mark is for a page that was not open.
    takeServerStateChanged();
    host.followServerState();
    refresh();
    setStatus(
      `已生效 ${new Date().toLocaleTimeString('zh-CN', { hour12: false })}：页面数据已重新加载`,
    );
  };

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
        width: open ? 380 : 'auto',
        maxWidth: 'calc(100vw - 16px)',
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
            maxHeight: phone ? 'none' : '75vh',
            overflowY: 'auto',
            boxShadow: '0 4px 16px rgba(0,0,0,.3)',
          }}
        >
          <h2 style={{ margin: 0, fontSize: 14 }}>模拟数据（仅 QA 构建）</h2>
          <p style={{ margin: '4px 0', color: colors.muted }}>
            当前：{preset ? `预设 ${preset}` : '自定义组合'}
            。每项改动立即生效，页面数据随之重新加载。
          </p>
          <p role="status" style={{ margin: 0, minHeight: 20, color: colors.accent }}>
            {status}
          </p>
          <AccountLogins onSignIn={host.signIn} />
          <StateControls state={state} onChange={change} />
          <ShareLink />
          <PresetList current={preset} />
          <div style={{ ...section, display: 'flex', gap: 8 }}>
            <button
              type="button"
              onClick={() => {
                resetMockData();
                window.location.reload();
              }}
              style={accentButton}
            >
              重置模拟数据
            </button>
            <span style={{ color: colors.muted }}>（会刷新页面）</span>
          </div>
          <AnalyticsEventList muted={colors.muted} accent={colors.accent} />
          <ErrorReportList muted={colors.muted} accent={colors.accent} />
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
        QA · {preset ?? '自定义'}
      </button>
    </aside>
  );
}

let mounted = false;

/** Renders the panel into its own element once the page is idle (it must not delay the app). */
export function mountQaPanel(host?: QaPanelHost): void {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const mount = () => {
    // A second copy of this module (HMR, a test page) must not add a second panel.
    if (document.getElementById(HOST_ID)) return;
    const element = document.createElement('div');
    element.id = HOST_ID;
    document.body.appendChild(element);
    createRoot(element).render(<QaPanel host={host} />);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 300);
}

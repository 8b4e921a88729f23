/**
 * The QA panel's controls of the mock state: one per dimension (mocks/state/dimensions.ts), each
 * set on its own. `onChange` receives the dimensions to change.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  ACCOUNTS,
  FAULT_KINDS,
  JSAPI_MODES,
  ORDERS,
  PAY_ERRORS,
  PAY_METHODS,
  PAYMENTS,
  PROMOTIONS,
  QR_PAY_MODES,
  type Fault,
  type FaultKind,
  type MockState,
} from '../state/dimensions';
import {
  ACCOUNT_LABELS,
  FAULT_LABELS,
  FAULT_PATHS,
  JSAPI_LABELS,
  LATENCY_OPTIONS,
  METHOD_LABELS,
  ORDER_LABELS,
  PAYMENT_LABELS,
  PROMOTION_LABELS,
  QR_PAY_LABELS,
} from './labels';
import { colors, field, heading, row, section, smallButton } from './style';

type Change = (change: Partial<MockState>) => void;

function Select<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly T[];
  names: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div style={row}>
      <label htmlFor={id} style={{ minWidth: 64 }}>
        {props.label}
      </label>
      <select
        id={id}
        value={String(props.value)}
        onChange={(event) => {
          const chosen = props.options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) props.onChange(chosen);
        }}
        style={field}
      >
        {props.options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {props.names(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={section}>
      <h3 style={heading}>{title}</h3>
      {children}
    </section>
  );
}

function Methods({ state, onChange }: { state: MockState; onChange: Change }) {
  return (
    <fieldset style={{ ...row, border: 0, padding: 0 }}>
      <legend style={{ float: 'left', minWidth: 64, padding: 0 }}>支付方式</legend>
      {PAY_METHODS.map((method) => {
        const checked = state.methods.includes(method);
        return (
          <label key={method} style={{ display: 'inline-flex', gap: 2, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={checked}
              // The last method cannot go: a config without any is not one the backend sends.
              disabled={checked && state.methods.length === 1}
              onChange={() =>
                onChange({
                  methods: PAY_METHODS.filter((m) =>
                    m === method ? !checked : state.methods.includes(m),
                  ),
                })
              }
            />
            {METHOD_LABELS[method]}
          </label>
        );
      })}
    </fieldset>
  );
}

const faultName = (fault: Fault) =>
  `${FAULT_LABELS[fault.kind]} · ${FAULT_PATHS.find((p) => p.path === fault.path)?.label ?? fault.path}`;

function Faults({ state, onChange }: { state: MockState; onChange: Change }) {
  const [kind, setKind] = useState<FaultKind>('500');
  const [path, setPath] = useState('');
  const paths = FAULT_PATHS.map((p) => p.path);
  return (
    <>
      {state.faults.length === 0 ? (
        <p style={{ margin: 0, color: colors.muted }}>无故障</p>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {state.faults.map((fault) => (
            <li key={`${fault.kind}:${fault.path}`} style={row}>
              <span>{faultName(fault)}</span>
              <button
                type="button"
                style={smallButton}
                aria-label={`移除故障：${faultName(fault)}`}
                onClick={() => onChange({ faults: state.faults.filter((f) => f !== fault) })}
              >
                移除
              </button>
            </li>
          ))}
        </ul>
      )}
      <Select
        label="故障类型"
        value={kind}
        options={FAULT_KINDS}
        names={(k) => FAULT_LABELS[k]}
        onChange={setKind}
      />
      <Select
        label="接口"
        value={path}
        options={paths}
        names={(p) => FAULT_PATHS.find((entry) => entry.path === p)?.label ?? p}
        onChange={setPath}
      />
      <button
        type="button"
        style={smallButton}
        onClick={() =>
          onChange({
            faults: [...state.faults.filter((f) => f.path !== path), { kind, path }],
          })
        }
      >
        添加故障
      </button>
    </>
  );
}

const HOUR = 3600;
const DAY = 24 * HOUR;
const CLOCK_STEPS: Array<{ label: string; seconds: number }> = [
  { label: '−1 天', seconds: -DAY },
  { label: '−1 小时', seconds: -HOUR },
  { label: '+1 分钟', seconds: 60 },
  { label: '+1 小时', seconds: HOUR },
  { label: '+1 天', seconds: DAY },
];

function offsetText(seconds: number): string {
  if (seconds === 0) return '与真实时间一致';
  const sign = seconds > 0 ? '快' : '慢';
  const abs = Math.abs(seconds);
  const days = Math.floor(abs / DAY);
  const hours = Math.floor((abs % DAY) / HOUR);
  const minutes = Math.floor((abs % HOUR) / 60);
  const parts = [days && `${days} 天`, hours && `${hours} 小时`, minutes && `${minutes} 分钟`];
  return `比真实时间${sign} ${parts.filter(Boolean).join(' ') || `${abs} 秒`}`;
}

/** The real clock, ticking every second while the panel is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Clock({ state, onChange }: { state: MockState; onChange: Change }) {
  const now = useNow();
  const serverTime = new Date(now + state.clockOffset * 1000).toLocaleString('zh-CN', {
    hour12: false,
    timeZone: 'Asia/Shanghai',
  });
  return (
    <>
      <p style={{ margin: 0 }} data-testid="mock-clock">
        服务器时间 {serverTime}（{offsetText(state.clockOffset)}）
      </p>
      <div style={row}>
        {CLOCK_STEPS.map((step) => (
          <button
            key={step.label}
            type="button"
            style={smallButton}
            aria-label={`服务器时钟 ${step.label}`}
            onClick={() => onChange({ clockOffset: state.clockOffset + step.seconds })}
          >
            {step.label}
          </button>
        ))}
        <button
          type="button"
          style={smallButton}
          disabled={state.clockOffset === 0}
          onClick={() => onChange({ clockOffset: 0 })}
        >
          恢复真实时间
        </button>
      </div>
    </>
  );
}

export function StateControls({ state, onChange }: { state: MockState; onChange: Change }) {
  return (
    <>
      <Group title="账号">
        <Select
          label="测试号"
          value={state.account}
          options={ACCOUNTS}
          names={(a) => ACCOUNT_LABELS[a]}
          onChange={(account) => onChange({ account })}
        />
      </Group>
      <Group title="支付配置">
        <Select
          label="支付"
          value={state.payment}
          options={PAYMENTS}
          names={(p) => PAYMENT_LABELS[p]}
          onChange={(payment) => onChange({ payment })}
        />
        <Methods state={state} onChange={onChange} />
        <Select
          label="促销"
          value={state.promotion}
          options={PROMOTIONS}
          names={(p) => PROMOTION_LABELS[p]}
          onChange={(promotion) => onChange({ promotion })}
        />
      </Group>
      <Group title="订单">
        <Select
          label="订单结果"
          value={state.order}
          options={ORDERS}
          names={(o) => ORDER_LABELS[o]}
          onChange={(order) => onChange({ order })}
        />
        <Select
          label="结算于"
          value={state.polls}
          options={[1, 2, 3, 5, 10]}
          names={(n) => `第 ${n} 次轮询`}
          onChange={(polls) => onChange({ polls })}
        />
        <Select
          label="下单业务码"
          value={state.payError ?? 0}
          options={[0, ...PAY_ERRORS]}
          names={(code) => (code === 0 ? '无（正常下单）' : `业务码 ${code}`)}
          onChange={(code) => onChange({ payError: code === 0 ? null : code })}
        />
      </Group>
      <Group title="支付渠道模拟">
        <Select
          label="微信 JSAPI"
          value={state.jsapi}
          options={JSAPI_MODES}
          names={(m) => JSAPI_LABELS[m]}
          onChange={(jsapi) => onChange({ jsapi })}
        />
        <Select
          label="扫码支付"
          value={state.qrPay}
          options={QR_PAY_MODES}
          names={(m) => QR_PAY_LABELS[m]}
          onChange={(qrPay) => onChange({ qrPay })}
        />
      </Group>
      <Group title="网络">
        <Faults state={state} onChange={onChange} />
        <Select
          label="延迟"
          value={state.latencyMs}
          options={
            LATENCY_OPTIONS.includes(state.latencyMs)
              ? LATENCY_OPTIONS
              : [...LATENCY_OPTIONS, state.latencyMs]
          }
          names={(ms) => (ms === 0 ? '无' : `每个请求 ${ms} 毫秒`)}
          onChange={(latencyMs) => onChange({ latencyMs })}
        />
      </Group>
      <Group title="服务器时钟">
        <Clock state={state} onChange={onChange} />
      </Group>
    </>
  );
}

import { act, renderHook, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '@/api/queries';
import { createQueryClient } from '@/api/queryClient';
import type { PaymentConf, Timed, WebConfig } from '@/api/types';
import {
  paymentEntryVisible,
  paymentVerdict,
  publishWebConfig,
  usePaymentEntryVisible,
} from '@/domain/payment/payment-open';
import { watchWebConfig } from '@/domain/payment/watch-config';

/**
 * The one "payment open" rule of every payment entry (navbar, home, footer, avatar menu, profile),
 * pinned once; tests/e2e/shell.spec.ts checks the entries on screen.
 */
const SERVER_TIME = 1_900_000_000;
const RECEIVED_AT = 1_000_000_000_000; // the client clock when the answer arrived (ms)

const config = (fields: Partial<PaymentConf> = {}): Timed<WebConfig> => ({
  data: {
    cheese_config: {
      payment_conf: { is_open: 1, start_time: 0, end_time: 0, payment_methods: [], ...fields },
    },
  },
  serverTime: SERVER_TIME,
  receivedAt: RECEIVED_AT,
});

/** `seconds` after the answer arrived, on the client clock. */
const after = (seconds: number) => RECEIVED_AT + seconds * 1000;

describe('payment verdict', () => {
  it('is open when is_open is 1 and the window is unbounded or holds server time', () => {
    expect(paymentVerdict(config(), after(0))).toBe('open');
    expect(
      paymentVerdict(
        config({ start_time: SERVER_TIME - 60, end_time: SERVER_TIME + 60 }),
        after(30),
      ),
    ).toBe('open');
  });

  it('is closed when is_open is 0', () => {
    expect(paymentVerdict(config({ is_open: 0 }), after(0))).toBe('closed');
  });

  it('is closed before the window starts, by server time (advanced since the answer)', () => {
    const conf = config({ start_time: SERVER_TIME + 60 });
    expect(paymentVerdict(conf, after(59))).toBe('closed');
    expect(paymentVerdict(conf, after(60))).toBe('open');
  });

  it('is closed once the window has ended', () => {
    const conf = config({ end_time: SERVER_TIME + 60 });
    expect(paymentVerdict(conf, after(60))).toBe('open');
    expect(paymentVerdict(conf, after(61))).toBe('closed');
  });

  it('is unknown without a config, and closed for one without payment_conf', () => {
    expect(paymentVerdict(undefined)).toBe('unknown');
    expect(
      paymentVerdict({ data: { cheese_config: {} } as WebConfig, serverTime: 0, receivedAt: 0 }),
    ).toBe('closed');
  });
});

describe('payment entries', () => {
  it('show when open, and while the verdict is unknown; hide when closed or with the hide flag', () => {
    expect(paymentEntryVisible('open', false)).toBe(true);
    expect(paymentEntryVisible('unknown', false)).toBe(true);
    expect(paymentEntryVisible('closed', false)).toBe(false);
    expect(paymentEntryVisible('open', true)).toBe(false);
    expect(paymentEntryVisible('unknown', true)).toBe(false);
  });
});

describe('usePaymentEntryVisible', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => publishWebConfig(undefined));

  const at =
    (url: string) =>
    ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );

  it('shows until a config is published, then follows its verdict', () => {
    const { result } = renderHook(() => usePaymentEntryVisible(), { wrapper: at('/') });
    expect(result.current).toBe(true);
    act(() => publishWebConfig(config({ is_open: 0 })));
    expect(result.current).toBe(false);
    act(() => publishWebConfig(config()));
    expect(result.current).toBe(true);
  });

  it('hides with hide_pay=1 whatever the verdict', () => {
    publishWebConfig(config());
    const { result } = renderHook(() => usePaymentEntryVisible(), {
      wrapper: at('/?hide_pay=1'),
    });
    expect(result.current).toBe(false);
  });

  it('renders the entries on the server (the prerendered HTML), even when closed', () => {
    publishWebConfig(config({ is_open: 0 }));
    function Entry() {
      return usePaymentEntryVisible() ? <a href="/payment">会员套餐</a> : null;
    }
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/?hide_pay=1']}>
          <Entry />
        </MemoryRouter>,
      ),
    ).toContain('会员套餐');
  });

  it('learns every web config the query cache gets (watch-config.ts, loaded after idle)', async () => {
    const client = createQueryClient();
    const key = queryKeys.config.web();
    client.setQueryData(key, { ...config({ is_open: 0 }), fromDefault: false });
    const { result } = renderHook(() => usePaymentEntryVisible(), { wrapper: at('/') });
    expect(result.current).toBe(true);
    // Fresh in the cache (staleTime Infinity): read, not fetched.
    await act(() => watchWebConfig(client));
    expect(result.current).toBe(false);
    act(() => void client.setQueryData(key, { ...config(), fromDefault: false }));
    await waitFor(() => expect(result.current).toBe(true));
  });
});

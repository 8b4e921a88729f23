import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentConf, Timed, WebConfig } from '@/api/types';
import {
  msUntilVerdictChanges,
  paymentEntry,
  paymentVerdict,
} from '@/domain/payment/payment-entry';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';
import { queryKeys } from '@/api/queries/keys';
import { createQueryClient } from '@/api/queryClient';

/**
 * The one "payment open" rule of every payment entry (navbar, home, footer, avatar menu, profile,
 * the /payment gate), pinned once; tests/unit/domain/use-payment-entry.test.tsx reads it from the
 * query cache and the URL, tests/e2e/shell.spec.ts checks the entries on screen.
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

describe('payment entry', () => {
  it('shows, unsettled, while no config is known', () => {
    expect(paymentEntry(undefined, false)).toEqual({
      open: true,
      reason: 'unknown',
      settled: false,
    });
  });

  it('shows, settled, when the config is open', () => {
    expect(paymentEntry(config(), false, after(0))).toEqual({
      open: true,
      reason: 'open',
      settled: true,
    });
  });

  it('hides when the config is closed, also with the flag (closed outranks hidden)', () => {
    const closed = { open: false, reason: 'closed', settled: true };
    expect(paymentEntry(config({ is_open: 0 }), false, after(0))).toEqual(closed);
    expect(paymentEntry(config({ is_open: 0 }), true, after(0))).toEqual(closed);
  });

  it('hides with the flag; settled only once the config is known (the /payment gate waits)', () => {
    expect(paymentEntry(config(), true, after(0))).toEqual({
      open: false,
      reason: 'hidden',
      settled: true,
    });
    expect(paymentEntry(undefined, true)).toEqual({
      open: false,
      reason: 'hidden',
      settled: false,
    });
  });

  it('follows the sale window on server time', () => {
    const conf = config({ start_time: SERVER_TIME + 60, end_time: SERVER_TIME + 120 });
    expect(paymentEntry(conf, false, after(59)).reason).toBe('closed');
    expect(paymentEntry(conf, false, after(60)).reason).toBe('open');
    expect(paymentEntry(conf, false, after(121)).reason).toBe('closed');
  });
});

describe('when the verdict next changes by the clock', () => {
  it("at the window's start, then one second after its end, then never", () => {
    const conf = config({ start_time: SERVER_TIME + 60, end_time: SERVER_TIME + 120 });
    expect(msUntilVerdictChanges(conf, after(0))).toBe(60_000);
    expect(msUntilVerdictChanges(conf, after(60))).toBe(61_000);
    expect(msUntilVerdictChanges(conf, after(121))).toBeUndefined();
  });

  it('never for an unbounded, a closed or an unknown config', () => {
    expect(msUntilVerdictChanges(config(), after(0))).toBeUndefined();
    expect(
      msUntilVerdictChanges(config({ is_open: 0, end_time: SERVER_TIME + 60 })),
    ).toBeUndefined();
    expect(msUntilVerdictChanges(undefined)).toBeUndefined();
  });
});

describe('usePaymentEntry', () => {
  afterEach(() => {
    // Unmounted first: a hook still on screen at ?hide_pay=1 would remember the flag again.
    cleanup();
    sessionStorage.clear();
  });

  const at =
    (client: QueryClient, url: string) =>
    ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    );

  it('does not re-render when another query changes', () => {
    const client = createQueryClient();
    let renders = 0;
    renderHook(
      () => {
        renders += 1;
        return usePaymentEntry();
      },
      { wrapper: at(client, '/') },
    );
    const before = renders;
    act(() => void client.setQueryData(queryKeys.user.info(), { user_id: 1 }));
    expect(renders).toBe(before);
  });

  it('renders the entries on the server (the prerendered HTML), even closed or flagged', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.config.web(), config({ is_open: 0 }));
    function Entry() {
      return usePaymentEntry().open ? <a href="/payment">会员套餐</a> : null;
    }
    expect(
      renderToString(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/?hide_pay=1']}>
            <Entry />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    ).toContain('会员套餐');
  });
});

import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/api/queries/keys';
import { createQueryClient } from '@/api/queryClient';
import type { Timed, WebConfig } from '@/api/types';
import { usePaymentEntry } from '@/domain/payment/use-payment-entry';

/**
 * The entries' verdict as they read it (`usePaymentEntry` at a URL, src/domain/payment/use-payment-entry.ts):
 * it follows the web config in the query cache and the sale window's clock; the flag query is the
 * URL's.
 */
const NOW = 1_900_000_000_000;

const config = (fields: Partial<{ is_open: number; start_time: number; end_time: number }> = {}) =>
  ({
    data: {
      cheese_config: {
        payment_conf: { is_open: 1, start_time: 0, end_time: 0, payment_methods: [], ...fields },
      },
    },
    serverTime: NOW / 1000,
    receivedAt: NOW,
    fromDefault: false,
  }) as Timed<WebConfig> & { fromDefault: boolean };

const entryAt = (client: QueryClient, url: string) =>
  renderHook(() => usePaymentEntry(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  }).result;

describe('the payment entries verdict', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    // Unmounted first: a hook still on screen at ?hide_pay=1 would remember the flag again.
    cleanup();
    vi.useRealTimers();
  });

  it('reads at once: unknown without a config, then each config the cache gets', () => {
    const client = createQueryClient();
    const entry = entryAt(client, '/');
    expect(entry.current).toEqual({ open: true, reason: 'unknown', settled: false });
    act(() => void client.setQueryData(queryKeys.config.web(), config({ is_open: 0 })));
    expect(entry.current).toEqual({ open: false, reason: 'closed', settled: true });
    act(() => void client.setQueryData(queryKeys.config.web(), config()));
    expect(entry.current).toEqual({ open: true, reason: 'open', settled: true });
  });

  it('reads a config already in the cache when it mounts', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.config.web(), config({ is_open: 0 }));
    const entry = entryAt(client, '/');
    expect(entry.current.reason).toBe('closed');
  });

  it('ignores the other queries', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.config.web(), config({ is_open: 0 }));
    const entry = entryAt(client, '/');
    act(() => {
      client.setQueryData(queryKeys.config.promotion(), { whatever: true });
      client.setQueryData(queryKeys.user.info(), { user_id: 1 });
    });
    expect(entry.current.reason).toBe('closed');
  });

  it('gives the flag query its answer: hidden, settled once the config is known', () => {
    const client = createQueryClient();
    const entry = entryAt(client, '/?hide_pay=1');
    expect(entry.current).toEqual({ open: false, reason: 'hidden', settled: false });
    act(() => void client.setQueryData(queryKeys.config.web(), config()));
    expect(entry.current).toEqual({ open: false, reason: 'hidden', settled: true });
    act(() => void client.setQueryData(queryKeys.config.web(), config({ is_open: 0 })));
    expect(entry.current).toEqual({ open: false, reason: 'closed', settled: true });
  });

  it('changes when the sale window opens and when it ends', () => {
    const client = createQueryClient();
    const start = NOW / 1000 + 60;
    client.setQueryData(
      queryKeys.config.web(),
      config({ start_time: start, end_time: start + 60 }),
    );
    const entry = entryAt(client, '/');
    expect(entry.current.reason).toBe('closed');
    act(() => void vi.advanceTimersByTime(59_000));
    expect(entry.current.reason).toBe('closed');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(entry.current.reason).toBe('open');
    act(() => void vi.advanceTimersByTime(61_000));
    expect(entry.current.reason).toBe('closed');
  });

  it('keeps the verdict for the visit: the config, observed by no page, is never garbage-collected', () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.config.web(), config({ is_open: 0 }));
    const entry = entryAt(client, '/');
    act(() => void vi.advanceTimersByTime(60 * 60_000));
    expect(client.getQueryData(queryKeys.config.web())).toBeDefined();
    expect(entry.current.reason).toBe('closed');
  });

  it('reads a cached config again at the clock: a window that ended since the entry mounted', () => {
    const client = createQueryClient();
    const entry = entryAt(client, '/');
    expect(entry.current.reason).toBe('unknown');
    // Ten minutes on, a config from the session cache, received before the entry mounted, whose
    // window ended five minutes ago.
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    act(
      () =>
        void client.setQueryData(queryKeys.config.web(), {
          ...config({ end_time: NOW / 1000 + 5 * 60 }),
          receivedAt: NOW - 60_000,
          serverTime: NOW / 1000 - 60,
        }),
    );
    act(() => void vi.advanceTimersByTime(0));
    expect(entry.current.reason).toBe('closed');
  });
});

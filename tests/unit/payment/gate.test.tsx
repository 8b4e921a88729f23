import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { usePaymentGate } from '@/features/payment/use-payment-data';
import { SESSION_KEYS } from '@/shared/storage/keys';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

const conf = (fields: Record<string, unknown> = {}) => ({
  cheese_config: {
    payment_conf: {
      is_open: 1,
      start_time: 0,
      end_time: 0,
      payment_methods: ['wechat'],
      ...fields,
    },
  },
});

function serveConfig(respond: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get(url('/v1/web/config', 'web'), () => {
      calls.count += 1;
      return respond();
    }),
  );
  return calls;
}

function renderGate() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/payment']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => usePaymentGate(), { wrapper });
}

const SERVER_TIME = 1_900_000_000;

describe('/payment gate', () => {
  it('opens when is_open is 1 and server time is within the window', async () => {
    serveConfig(() =>
      HttpResponse.json({
        code: 0,
        data: conf({ start_time: SERVER_TIME - 10, end_time: SERVER_TIME + 10 }),
        meta: { time: SERVER_TIME },
      }),
    );
    const { result } = renderGate();
    await waitFor(() => expect(result.current.status).toBe('open'));
  });

  it('stays closed outside the window by server time, whatever the client clock says', async () => {
    vi.spyOn(Date, 'now').mockReturnValue((SERVER_TIME + 7200) * 1000); // the client clock is inside the window
    serveConfig(() =>
      HttpResponse.json({
        code: 0,
        data: conf({ start_time: SERVER_TIME + 3600 }),
        meta: { time: SERVER_TIME },
      }),
    );
    const { result } = renderGate();
    await waitFor(() => expect(result.current.status).toBe('closed'));
  });

  it('is closed when is_open is 0', async () => {
    serveConfig(() =>
      HttpResponse.json({ code: 0, data: conf({ is_open: 0 }), meta: { time: SERVER_TIME } }),
    );
    const { result } = renderGate();
    await waitFor(() => expect(result.current.status).toBe('closed'));
  });

  it('uses the session cache and does not fetch when it holds a config', async () => {
    sessionStorage.setItem(
      SESSION_KEYS.configCache,
      JSON.stringify({ data: conf(), serverTime: undefined, receivedAt: Date.now() }),
    );
    const calls = serveConfig(() => HttpResponse.json({ code: 0, data: conf({ is_open: 0 }) }));
    const { result } = renderGate();
    expect(result.current.status).toBe('open');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.count).toBe(0);
  });

  it('an unparsable cache is fetched again', async () => {
    sessionStorage.setItem(SESSION_KEYS.configCache, '{broken');
    const calls = serveConfig(() =>
      HttpResponse.json({ code: 0, data: conf(), meta: { time: SERVER_TIME } }),
    );
    const { result } = renderGate();
    await waitFor(() => expect(result.current.status).toBe('open'));
    expect(calls.count).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.configCache)!)).toMatchObject({
      serverTime: SERVER_TIME,
    });
  });

  it('a failed load gives the defaults (closed) and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveConfig(() => new HttpResponse(null, { status: 500 }));
    const { result } = renderGate();
    await waitFor(() => expect(result.current.status).toBe('closed'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('web config failed'),
      expect.anything(),
    );
  });
});

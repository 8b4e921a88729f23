import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { startPackagesData, useAssetsQuery } from '@/features/profile/packages/start-data';
import { setToken } from '@/shared/storage/token';
import { installMswServer, server, url } from '../api/msw';

installMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, data, meta: { time: 1_900_000_000 } });
const ASSETS = { storage: { total: 1, used: 0, expire_time: 0 }, packages: [] };
const CONFIG = { cheese_config: { payment_conf: { is_open: 1, payment_methods: ['wechat'] } } };

/** Serves the page's two early calls, counting them; `failAssets` answers assets with a 500. */
function serve({ failAssets = false } = {}) {
  const calls = { assets: 0, config: 0 };
  server.use(
    http.get(url('/v1/api/user/assets', 'user'), () => {
      calls.assets += 1;
      return failAssets ? new HttpResponse(null, { status: 500 }) : ok(ASSETS);
    }),
    http.get(url('/v1/web/config', 'web'), () => {
      calls.config += 1;
      return ok(CONFIG);
    }),
  );
  return calls;
}

function renderAssets(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAssetsQuery(), { wrapper });
}

const settled = (client: QueryClient) =>
  waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 3000 });

describe('the packages page’s calls, started beside its code (start-data.ts)', () => {
  it('asks nothing without a token: the login guard sends the visitor away first', async () => {
    const calls = serve();
    const client = createQueryClient();
    startPackagesData(client);
    await settled(client);
    expect(calls).toEqual({ assets: 0, config: 0 });
  });

  it('with a token, asks for the assets and the web config; the page takes them over', async () => {
    setToken('mock-token-13800138000');
    const calls = serve();
    const client = createQueryClient();
    startPackagesData(client);
    const { result } = renderAssets(client);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await settled(client);
    expect(calls).toEqual({ assets: 1, config: 1 });
  });

  it('a failure before the page mounted is that visit’s answer; the next visit asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setToken('mock-token-13800138000');
    const calls = serve({ failAssets: true });
    const client = createQueryClient();
    startPackagesData(client);
    await settled(client);
    const first = renderAssets(client);
    expect(first.result.current.isError).toBe(true);
    await settled(client);
    expect(calls.assets).toBe(1);
    first.unmount();

    const second = renderAssets(client);
    await settled(client);
    expect(calls.assets).toBe(2);
    second.unmount();
  });
});

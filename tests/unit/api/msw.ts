/** Shared msw/node lifecycle for the API tests; handlers are defined inline in each test. */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetUnauthorizedGate, setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { setTrackPropsProvider } from '@/api/track-props';
import { serviceBase, type Service } from '@/api/client';
import { clearToken } from '@/shared/storage/token';

export const server = setupServer();

/** Absolute URL of `path` on a service, as the client builds it. */
export const url = (path: string, service: Service = 'main') => serviceBase(service) + path;

export function installMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    setErrorNotifier(null);
    setUnauthorizedHandler(null);
    setTrackPropsProvider(null);
    resetUnauthorizedGate();
    clearToken();
    sessionStorage.clear();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

/**
 * The API tests' lifecycle on the unit suite's one msw server, the mock backend's (mocks/node.ts):
 * each test states the answers it needs with `server.use`, in front of a catch-all that answers
 * every other call as a network failure and a console error (which fails the test), so no answer
 * comes from the mock backend unasked.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetUnauthorizedGate, setErrorNotifier, setUnauthorizedHandler } from '@/api/request';
import { setTrackPropsProvider } from '@/api/track-props';
import { serviceBase, type Service } from '@/api/client';
import { clearToken } from '@/shared/storage/token';
import { server } from '../../../mocks/node';

export { server };

/** Absolute URL of `path` on a service, as the client builds it. */
export const url = (path: string, service: Service = 'main') => serviceBase(service) + path;

const unanswered = http.all('*', ({ request }) => {
  console.error(`no answer stated for ${request.method} ${request.url}`);
  return HttpResponse.error();
});

export function installMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.use(unanswered));
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

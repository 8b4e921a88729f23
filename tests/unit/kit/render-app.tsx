/**
 * Mounts the app at a URL as src/app/boot.ts does — the real route table, its guards, the API
 * layer's notices, the page's start-up services — over the mock backend in msw/node (mocks/node.ts), for the tests of what a page
 * does with the server's answers that need no real browser.
 */
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient';
import { resetUnauthorizedGate } from '@/api/request';
import { closeLoginDialog } from '@/features/auth/login/login-dialog-host';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/app-router';
import { AppRouterProvider } from '@/app/router-provider';
import { startPageServices } from '@/app/boot';
import { wireApiNotices } from '@/app/start-tasks';
import { clearServerAnswerCaches } from '@/api/session-cache';
import { clearToken, setToken } from '@/shared/storage/token';
import { applyMockUrl, resetMocks, server, TEST_TOKEN } from '../../../mocks/node';

type AppRouter = Awaited<ReturnType<typeof createAppRouter>>['router'];

export interface RenderedApp {
  readonly router: AppRouter;
  readonly queryClient: QueryClient;
  readonly container: HTMLElement;
  unmount(): void;
}

const mounted: RenderedApp[] = [];

/** Unmounts what renderApp mounted and forgets the session and what the app kept of the server. */
export function unmountApps(): void {
  mounted.splice(0).forEach((app) => app.unmount());
  // What the app kept beyond its tree: a login it asked for.
  closeLoginDialog();
  resetUnauthorizedGate();
  clearToken();
  clearServerAnswerCaches();
  sessionStorage.clear();
  localStorage.clear();
}

/** The mock backend for the file's tests, fresh data and state before each, the app gone after. */
export function installMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMocks());
  afterEach(() => {
    server.resetHandlers();
    unmountApps();
  });
  afterAll(() => server.close());
}

export interface RenderAppOptions {
  /** Signed in as the mock's test account (or the token given). */
  readonly signedIn?: boolean | string;
  /** A mock state as its URL query (`?mock=<preset>&mock-only=<path>`, mocks/README.md). */
  readonly mock?: string;
}

/** The app at `url`: the router's first navigation has started; wait for what the test needs. */
export async function renderApp(url: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  window.history.replaceState(null, '', url);
  if (options.mock) applyMockUrl(options.mock);
  if (options.signedIn) setToken(options.signedIn === true ? TEST_TOKEN : options.signedIn);
  const queryClient = createQueryClient();
  // Wired before the router exists, as in src/app/boot.ts: creating it may start the page's calls.
  const created: { router?: AppRouter } = {};
  const unwire = wireApiNotices(queryClient, () => created.router);
  const { router } = await createAppRouter(queryClient);
  created.router = router;
  // What the page needs from the start-up, not what runs beside it for the business (analytics,
  // attribution, the build poll): that would outlive the test in the worker's other files.
  startPageServices(router);
  const rendered = render(
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  const app: RenderedApp = {
    router,
    queryClient,
    container: rendered.container,
    unmount: () => {
      rendered.unmount();
      unwire();
      router.dispose();
      queryClient.clear();
    },
  };
  mounted.push(app);
  return app;
}

/**
 * Opens each page once, signed in, until its main content shows, then forgets it: its code (and
 * the toasts') is loaded, so that a test on a fake clock sees the page's code arrive at once.
 */
export async function loadPages(paths: Iterable<string>): Promise<void> {
  await import('@/shared/ui/toaster');
  for (const path of new Set(paths)) {
    const app = await renderApp(path, { signedIn: true });
    await vi.waitFor(
      () => expect(app.container.querySelector('main')?.textContent?.length).toBeGreaterThan(10),
      { timeout: 10_000 },
    );
    unmountApps();
  }
}

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPageSettled, type SettlingRouter } from '@/app/first-page-settled';
import { createQueryClient } from '@/api/queryClient';

/** A router whose state the test moves on, telling its subscribers as React Router does. */
function fakeRouter(initialized = false) {
  const listeners = new Set<() => void>();
  const router: SettlingRouter & { set: (s: Partial<SettlingRouter['state']>) => void } = {
    state: { initialized, navigation: { state: 'idle' } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (s) => {
      router.state = { ...router.state, ...s };
      for (const listener of listeners) listener();
    },
  };
  return router;
}

/** A call the test answers or fails by hand. */
function heldCall() {
  let answer!: (value: string) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { fn: () => promise, answer, fail };
}

describe('firstPageSettled', () => {
  let queryClient: QueryClient;
  let settled: boolean;
  const track = (promise: Promise<void>) => void promise.then(() => (settled = true));
  const flush = () => vi.advanceTimersByTimeAsync(1);

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = createQueryClient();
    settled = false;
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('waits for the router to have its first route', async () => {
    const router = fakeRouter(false);
    track(firstPageSettled(router, queryClient));
    await flush();
    expect(settled).toBe(false);
    router.set({ initialized: true });
    await flush();
    expect(settled).toBe(true);
  });

  it('on a page without calls, settles as soon as the route is there', async () => {
    track(firstPageSettled(fakeRouter(true), queryClient));
    await flush();
    expect(settled).toBe(true);
  });

  it('waits for a call the page has made, until it is answered', async () => {
    const call = heldCall();
    void queryClient.prefetchQuery({ queryKey: ['assets'], queryFn: call.fn });
    track(firstPageSettled(fakeRouter(true), queryClient));
    await flush();
    expect(settled).toBe(false);
    call.answer('ok');
    await flush();
    expect(settled).toBe(true);
  });

  it('a call that starts just after, in the same task as the check was asked for, is waited for', async () => {
    const router = fakeRouter(false);
    track(firstPageSettled(router, queryClient));
    const call = heldCall();
    router.set({ initialized: true });
    void queryClient.prefetchQuery({ queryKey: ['assets'], queryFn: call.fn });
    await flush();
    expect(settled).toBe(false);
    call.answer('ok');
    await flush();
    expect(settled).toBe(true);
  });

  it('a first failure is an answer: the retries that follow are not waited for', async () => {
    const call = heldCall();
    void queryClient.prefetchQuery({
      queryKey: ['config'],
      queryFn: call.fn,
      retry: 3,
      retryDelay: 60_000,
    });
    track(firstPageSettled(fakeRouter(true), queryClient, 120_000));
    await flush();
    expect(settled).toBe(false);
    call.fail(new Error('500'));
    await flush();
    expect(queryClient.getQueryState(['config'])?.fetchStatus).toBe('fetching'); // retry waits
    expect(settled).toBe(true);
  });

  it('waits while the first route sends the visitor on (a guard redirect)', async () => {
    const router = fakeRouter(true);
    router.state.navigation = { state: 'loading' };
    track(firstPageSettled(router, queryClient));
    await flush();
    expect(settled).toBe(false);
    router.set({ navigation: { state: 'idle' } });
    await flush();
    expect(settled).toBe(true);
  });

  it('a call that hangs holds it back for capMs at most', async () => {
    void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: heldCall().fn });
    track(firstPageSettled(fakeRouter(true), queryClient, 3000));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

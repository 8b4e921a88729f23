import '@/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicroApp } from 'qiankun';
import { WorkbenchPage } from '@/features/workbench/workbench-page';

afterEach(cleanup);
beforeEach(() => {
  document.body.innerHTML = '';
});

/** A qiankun stand-in whose app mounts at once (or fails with `error`). */
function fakeQiankun(error?: Error) {
  const mounts: Array<Record<string, unknown>> = [];
  const updates: Array<Record<string, unknown>> = [];
  const unmount = vi.fn(() => Promise.resolve(null));
  const loadMicroApp = vi.fn((app: { props: Record<string, unknown> }) => {
    mounts.push(app.props);
    const settled = error ? Promise.reject(error) : Promise.resolve(null);
    return {
      loadPromise: settled,
      bootstrapPromise: settled,
      mountPromise: settled,
      unmountPromise: new Promise(() => undefined),
      unmount,
      update: (props: Record<string, unknown>) => {
        updates.push(props);
        return Promise.resolve(null);
      },
    } as unknown as MicroApp;
  });
  return {
    loadQiankun: () => Promise.resolve({ loadMicroApp: loadMicroApp as never }),
    loadMicroApp,
    mounts,
    updates,
    unmount,
  };
}

function renderWorkbench(url: string, qiankun: ReturnType<typeof fakeQiankun>) {
  const renderError = vi.fn(({ message }: { message: string }) => <p>error: {message}</p>);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <div id="qiankun-content" />,
        children: [],
      },
      {
        path: '/workbench/*',
        element: (
          <>
            <WorkbenchPage
              prefix="/workbench"
              entry="http://127.0.0.1:4313/"
              loadQiankun={qiankun.loadQiankun}
              renderError={renderError}
            />
            <div id="qiankun-content" />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, renderError };
}

describe('WorkbenchPage', () => {
  it('shows the lifecycle, mounts once per activation, passes in-workbench moves as updates, unmounts on leave', async () => {
    const qiankun = fakeQiankun();
    const { router } = renderWorkbench('/workbench/a', qiankun);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载工作台…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('工作台已就绪'));
    expect(document.getElementById('qiankun-content')).toHaveAttribute('data-wb-state', 'mounted');
    expect(qiankun.mounts).toEqual([
      expect.objectContaining({ basePath: '/workbench', pathname: '/workbench/a' }),
    ]);

    await act(() => router.navigate('/workbench/projects/2024/wedding'));
    await act(() => Promise.resolve());
    expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(1);
    expect(qiankun.updates.map((p) => p.pathname)).toEqual(['/workbench/projects/2024/wedding']);

    // The sub-app navigates the host through its props.
    const navigate = qiankun.mounts[0]?.navigate as (to: string) => void;
    act(() => navigate('/workbench/queue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbench/queue'));

    await act(() => router.navigate('/'));
    expect(qiankun.unmount).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/workbench'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('工作台已就绪'));
    expect(qiankun.loadMicroApp).toHaveBeenCalledTimes(2);
  });

  it('renders the error screen with the Chinese reason when the entry exports no lifecycle', async () => {
    const qiankun = fakeQiankun(
      new Error('[qiankun]: You need to export lifecycle functions in wbApp entry'),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { renderError } = renderWorkbench('/workbench', qiankun);
    expect(await screen.findByText(/工作台应用缺少启动入口/)).toBeInTheDocument();
    expect(renderError.mock.lastCall?.[0]).toMatchObject({ kind: 'lifecycle' });
    expect(typeof (renderError.mock.lastCall?.[0] as { retry?: unknown } | undefined)?.retry).toBe(
      'function',
    );
    expect(errors).toHaveBeenCalledWith(
      '[workbench] wbApp could not be started',
      expect.any(Error),
    );
  });
});

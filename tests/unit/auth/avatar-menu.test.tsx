import '@/i18n';
import { loadNamespaces } from '@/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { resetMocks, server, TEST_TOKEN } from '@mocks/node';
import { createQueryClient } from '@/api/queryClient';
import { AvatarMenu } from '@/features/auth/avatar-menu/avatar-menu';
import { afterNextPaint } from '@/shared/after-next-paint';
import { clearToken, setToken } from '@/shared/storage/token';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadNamespaces(['auth']);
});
afterEach(() => {
  cleanup();
  clearToken();
  resetMocks();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('avatar menu', () => {
  it('marks the button at the press and opens the menu after that paint', async () => {
    setToken(TEST_TOKEN);
    const client = createQueryClient();
    // No call of this test may outlive it: other files' servers would receive it.
    onTestFinished(async () => {
      await waitFor(() => expect(client.isFetching()).toBe(0));
      client.clear();
    });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AvatarMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const trigger = screen.getByRole('button', { name: '用户菜单' });
    await userEvent.setup().click(trigger);
    // The press's own frame: the button says the menu is coming, the menu is not rendered yet.
    expect(trigger).toHaveAttribute('data-opening');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => afterNextPaint());
    expect(await screen.findByRole('dialog', { name: '账号信息' })).toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('data-opening');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

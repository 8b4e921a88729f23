import '@/i18n';
import { loadNamespaces } from '@/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AvatarMenu } from '@/features/auth/avatar-menu/avatar-menu';
import { createQueryClient } from '@/api/queryClient';

beforeAll(() => loadNamespaces(['auth']));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * The page paints when the test calls `paint()`, not when jsdom's frame timer fires: on a loaded
 * machine that timer can fire while userEvent is still between press and release. The tab is
 * visible, so afterNextPaint waits for the frame, never for its fallback timer.
 */
function heldFrames() {
  const waiting: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.push(callback);
    return waiting.length;
  });
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  return {
    paint: () => waiting.splice(0).forEach((callback) => callback(performance.now())),
  };
}

describe('avatar menu', () => {
  it('marks the button at the press and opens the menu after that paint', async () => {
    // No call at all (the menu shows its loading state): with isolate off, a call that outlived
    // this test reached the next file's mock server.
    const client = createQueryClient({ enabled: false });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AvatarMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const frames = heldFrames();
    const trigger = screen.getByRole('button', { name: '用户菜单' });
    await userEvent.setup().click(trigger);
    // The press's own frame: the button says the menu is coming, the menu is not rendered yet.
    expect(trigger).toHaveAttribute('data-opening');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => frames.paint());
    expect(await screen.findByRole('dialog', { name: '账号信息' })).toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('data-opening');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

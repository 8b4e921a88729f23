import '@/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Logo } from '@/shared/ui/logo';

afterEach(cleanup);

describe('Button', () => {
  it('forwards its ref and keeps its name while loading, ignoring clicks', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(
      <Button ref={ref} onClick={onClick}>
        立即支付
      </Button>,
    );
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button ref={ref} onClick={onClick} loading>
        立即支付
      </Button>,
    );
    const button = screen.getByRole('button', { name: '立即支付' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Logo and EmptyState', () => {
  it('renders the wordmark, or a named mark when mark-only', () => {
    const { rerender } = render(<Logo />);
    expect(screen.getByText('芝士云修图')).toBeInTheDocument();
    rerender(<Logo markOnly />);
    expect(screen.getByRole('img', { name: '芝士云修图' })).toBeInTheDocument();
  });

  it('shows one sentence and one action', () => {
    render(<EmptyState message="还没有订单。" action={<Button>去逛逛</Button>} />);
    expect(screen.getByText('还没有订单。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
  });
});

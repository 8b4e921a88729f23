import '@/i18n';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { scrollLockCount } from '@/shared/ui/scroll-lock';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type HarnessProps = Partial<Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>>;

function Harness(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        title="确认退出登录？"
        message="退出后需要重新登录"
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

describe('ConfirmDialog', { timeout: 20_000 }, () => {
  it('shows title, message, 取消 / 确定 and the close icon; focuses 确定', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: '确认退出登录？' });
    expect(dialog).toHaveTextContent('退出后需要重新登录');
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
  });

  it('Enter confirms, at most once per 1000 ms', async () => {
    const onConfirm = vi.fn(() => new Promise<void>(() => undefined));
    render(<Harness onConfirm={onConfirm} beforeClose={() => true} />);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const body = dialog.querySelector('div')!;
    fireEvent.keyDown(body, { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // A held Enter while the first confirm is still pending, and again within the second: ignored.
    fireEvent.keyDown(body, { key: 'Enter' });
    vi.setSystemTime(10_900);
    fireEvent.keyDown(body, { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Enter confirms again after 1000 ms (a veto kept it open)', async () => {
    const onConfirm = vi.fn();
    const beforeClose = vi.fn(() => false);
    render(<Harness onConfirm={onConfirm} beforeClose={beforeClose} />);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await act(() => Promise.resolve());
    vi.setSystemTime(10_999);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(beforeClose).toHaveBeenCalledTimes(1);
    vi.setSystemTime(11_000);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await act(() => Promise.resolve());
    expect(beforeClose).toHaveBeenCalledTimes(2);
    expect(beforeClose).toHaveBeenCalledWith('confirm');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('the before-close hook can veto 取消, Esc and the close icon; allowed closes call onCancel', async () => {
    const user = userEvent.setup();
    let allow = false;
    const onCancel = vi.fn();
    const beforeClose = vi.fn(async (_action: string) => Promise.resolve(allow));
    render(<Harness beforeClose={beforeClose} onCancel={onCancel} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(beforeClose.mock.calls.map((c) => c[0])).toEqual(['cancel', 'close', 'close']);
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    allow = true;
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('an async confirm shows loading; a rejection keeps the dialog open', async () => {
    const user = userEvent.setup();
    let fail!: (e: Error) => void;
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
    await act(() => Promise.resolve(fail(new Error('x'))));
    expect(screen.getByRole('button', { name: '确定' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});

describe('scroll lock counter', () => {
  function Stack() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <>
        <Dialog open={outer} onOpenChange={setOuter} title="外层">
          <button type="button" onClick={() => setInner(true)}>
            下一步
          </button>
        </Dialog>
        <ConfirmDialog open={inner} onOpenChange={setInner} title="内层" />
      </>
    );
  }

  it('keeps the page locked until the last of stacked dialogs closes', async () => {
    const user = userEvent.setup();
    render(<Stack />);
    await screen.findByRole('dialog', { name: '外层' });
    // Taken after the dialog's first paint.
    await waitFor(() => expect(scrollLockCount()).toBe(1));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await screen.findByRole('dialog', { name: '内层' });
    await waitFor(() => expect(scrollLockCount()).toBe(2));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(scrollLockCount()).toBe(1));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(scrollLockCount()).toBe(0));
    expect(document.body.style.overflow).toBe('');
    expect(document.body).not.toHaveAttribute('data-dialog-scroll-lock');
  });
});

describe('scroll lock timing', () => {
  it('is taken after the dialog has painted, and not at all by a dialog gone before then', async () => {
    const view = render(<Dialog open onOpenChange={() => undefined} title="一" />);
    await screen.findByRole('dialog', { name: '一' });
    // Rendered, not yet painted: the page is not locked in the frame that shows the dialog.
    expect(scrollLockCount()).toBe(0);
    await waitFor(() => expect(scrollLockCount()).toBe(1));
    view.unmount();
    expect(scrollLockCount()).toBe(0);

    const brief = render(<Dialog open onOpenChange={() => undefined} title="二" />);
    await screen.findByRole('dialog', { name: '二' });
    brief.unmount();
    // A dialog opened after it takes its lock after its paint, which comes after the brief one's.
    const after = render(<Dialog open onOpenChange={() => undefined} title="三" />);
    await screen.findByRole('dialog', { name: '三' });
    await waitFor(() => expect(scrollLockCount()).toBeGreaterThan(0));
    expect(scrollLockCount()).toBe(1);
    after.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

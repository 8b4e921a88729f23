import '@/i18n';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '@/shared/ui/dialog';
import { Button } from '@/shared/ui/button';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="请阅读并同意"
        footer={<Button>同意并继续</Button>}
      >
        <input aria-label="手机号" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, traps focus, and closes on Esc (focus returns)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '请阅读并同意' });
    expect(dialog).toBeInTheDocument();
    // Focus moves in after the dialog's first paint.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with the close icon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

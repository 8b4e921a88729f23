import '@/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, Toaster } from '@/shared/ui/toaster';
import { notify as notifyLazy } from '@/shared/ui/notify';
import { toast } from 'sonner';

afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe('Toaster / notify', () => {
  it('shows a repeated message once, with a count', async () => {
    render(<Toaster />);
    act(() => {
      notify('网络请求超时，请确保网络正常后重新发送', 'error');
      notify('网络请求超时，请确保网络正常后重新发送', 'error');
      notify('网络请求超时，请确保网络正常后重新发送', 'error');
    });
    expect(await screen.findByText('×3')).toBeInTheDocument();
    expect(screen.getAllByText(/网络请求超时/)).toHaveLength(1);
    expect(screen.getByRole('region', { name: /通知/ })).toBeInTheDocument();
  });

  it('keeps different messages apart, and the light notify() reaches the same toaster', async () => {
    render(<Toaster />);
    await act(async () => {
      await notifyLazy('已复制', 'success');
      notify('未知错误', 'error');
    });
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    expect(await screen.findByText('未知错误')).toBeInTheDocument();
  });
});

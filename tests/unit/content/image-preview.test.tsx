import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagePreview } from '@/features/content/components/image-preview';

function setup() {
  const onOpenChange = vi.fn();
  render(
    <ImagePreview src="/assets/portrait.svg" alt="婚纱人像" open onOpenChange={onOpenChange} />,
  );
  const dialog = screen.getByRole('dialog', { name: '婚纱人像' });
  const stage = dialog.querySelector<HTMLElement>('[data-scale]')!;
  return {
    dialog,
    stage,
    onOpenChange,
    scale: () => screen.getByLabelText('缩放比例').textContent,
  };
}

afterEach(() => cleanup());

describe('ImagePreview', () => {
  it('zooms in by buttons up to 300 % and out down to 50 %', async () => {
    const user = userEvent.setup();
    const { scale } = setup();
    const zoomIn = screen.getByRole('button', { name: '放大' });
    await user.click(zoomIn);
    expect(scale()).toBe('120%');
    for (let i = 0; i < 10; i += 1) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(scale()).toBe('300%');
    expect(zoomIn).toBeDisabled();
    const zoomOut = screen.getByRole('button', { name: '缩小' });
    for (let i = 0; i < 20; i += 1)
      if (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
    expect(scale()).toBe('50%');
    expect(zoomOut).toBeDisabled();
  });

  it('rotates by 90° and resets', async () => {
    const user = userEvent.setup();
    const { stage } = setup();
    await user.click(screen.getByRole('button', { name: '向右旋转' }));
    expect(stage.dataset.rotate).toBe('90');
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    await user.click(screen.getByRole('button', { name: '向左旋转' }));
    expect(stage.dataset.rotate).toBe('-90');
    expect(screen.getByRole('img', { name: '婚纱人像' }).style.transform).toContain(
      'rotate(-90deg)',
    );
    await user.click(screen.getByRole('button', { name: '还原' }));
    expect(stage.dataset.rotate).toBe('0');
  });

  it('answers the keyboard: + − 0 R', () => {
    const { dialog, stage, scale } = setup();
    fireEvent.keyDown(dialog, { key: '+' });
    fireEvent.keyDown(dialog, { key: '=' });
    expect(scale()).toBe('144%');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(scale()).toBe('120%');
    fireEvent.keyDown(dialog, { key: 'r' });
    expect(stage.dataset.rotate).toBe('90');
    fireEvent.keyDown(dialog, { key: 'R' });
    expect(stage.dataset.rotate).toBe('0');
    fireEvent.keyDown(dialog, { key: '0' });
    expect(scale()).toBe('100%');
  });

  it('zooms with the wheel without scrolling the page', () => {
    const { stage, scale } = setup();
    const event = new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true });
    act(() => {
      stage.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(scale()).toBe('120%');
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: '关闭预览' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

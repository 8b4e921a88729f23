import { act, fireEvent, render, screen, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmartImage } from '@/features/content/components/smart-image';
import { IMAGE_LOAD_TIMEOUT_MS } from '@/shared/constants';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderImage = () =>
  render(
    <SmartImage
      src="/assets/photo.svg"
      alt="修图前后对比"
      width={640}
      height={480}
      loading="eager"
    />,
  );

describe('SmartImage loading placeholder (docs/product-rules.md §8)', () => {
  it('keeps the placeholder while loading and drops it after 10 s without a load', () => {
    renderImage();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(IMAGE_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    expect(screen.getByRole('img', { name: '修图前后对比' }).parentElement).toHaveAttribute(
      'data-image-state',
      'timeout',
    );
  });

  it('drops it as soon as the image loads, and stays loaded after the timeout', () => {
    renderImage();
    fireEvent.load(screen.getByRole('img', { name: '修图前后对比' }));
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(IMAGE_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('img').parentElement).toHaveAttribute('data-image-state', 'loaded');
  });

  it('drops it when the image fails', () => {
    renderImage();
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
    expect(screen.getByRole('img').parentElement).toHaveAttribute('data-image-state', 'error');
  });
});

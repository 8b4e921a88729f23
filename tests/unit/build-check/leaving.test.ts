import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLeaving } from '@/features/build-check/leaving';

describe('a reload is put off while the page is being left', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing to a page that is staying', () => {
    const guard = watchLeaving(new EventTarget(), 1000);
    const action = vi.fn();
    expect(guard.putOff(action)).toBe(false);
    vi.runAllTimers();
    expect(action).not.toHaveBeenCalled();
  });

  it('after beforeunload: put off, and run only if the page is still here after the grace', () => {
    const page = new EventTarget();
    const guard = watchLeaving(page, 1000);
    const action = vi.fn();
    page.dispatchEvent(new Event('beforeunload'));
    expect(guard.putOff(action)).toBe(true);
    vi.advanceTimersByTime(999);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    // The navigation was cancelled: the page is no longer being left.
    expect(guard.putOff(vi.fn())).toBe(false);
  });

  it('a page shown again (back/forward cache) is no longer being left', () => {
    const page = new EventTarget();
    const guard = watchLeaving(page, 1000);
    page.dispatchEvent(new Event('beforeunload'));
    page.dispatchEvent(new Event('pageshow'));
    expect(guard.putOff(vi.fn())).toBe(false);
  });
});

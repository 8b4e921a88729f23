import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPress } from '@/shared/ui/after-press';

const press = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('a blur check waits for the pointer press in progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    press('pointerup');
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('runs at once without a press (Tab, a script)', () => {
    const check = vi.fn();
    afterPress(check);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('waits for the release, and runs after the task that dispatches the click', () => {
    const check = vi.fn();
    press('pointerdown');
    afterPress(check);
    expect(check).not.toHaveBeenCalled();
    press('pointerup');
    expect(check).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a cancelled press releases too, and each check runs once', () => {
    const first = vi.fn();
    const second = vi.fn();
    press('pointerdown');
    afterPress(first);
    afterPress(second);
    press('pointercancel');
    vi.runAllTimers();
    press('pointerup');
    vi.runAllTimers();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

import { useEffect } from 'react';
import { afterNextPaint } from '@/shared/after-next-paint';

/**
 * One counter for every open dialog (docs/product-rules.md §4 "a counter locks page scroll while
 * dialogs are open"): the page stays locked until the last of several stacked dialogs closes, e.g.
 * the agreement prompt over the login dialog. The first lock hides the page's scrollbar and pads
 * the body by its width so nothing shifts sideways; the last unlock restores both.
 */
let count = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  count += 1;
  if (count === 1) {
    const { body, documentElement } = document;
    const scrollbar = Math.max(0, window.innerWidth - documentElement.clientWidth);
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (scrollbar > 0) {
      const current = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
    body.dataset.dialogScrollLock = '';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    count -= 1;
    if (count === 0 && saved) {
      const { body } = document;
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      delete body.dataset.dialogScrollLock;
      saved = undefined;
    }
  };
}

/** How many dialogs hold the lock now (for tests and debugging). */
export function scrollLockCount(): number {
  return count;
}

/**
 * Holds the lock while `active` (default: while mounted), from the dialog's first paint on: taken
 * at once, measuring the scrollbar would force a layout of the page with the dialog just inserted,
 * and hiding the page's overflow would lay it out again, both in the frame that shows the dialog
 * (docs/decisions/0015-interactions.md).
 */
function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    let release: (() => void) | undefined;
    let ended = false;
    void afterNextPaint().then(() => {
      if (!ended) release = lockScroll();
    });
    return () => {
      ended = true;
      release?.();
    };
  }, [active]);
}

/** Render inside a dialog's content: it locks the page while the dialog is open (mounted). */
export function ScrollLock() {
  useScrollLock();
  return null;
}

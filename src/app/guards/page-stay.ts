import type { Guard } from './types';
import { next } from './types';

export interface PageStay {
  path: string;
  /** Milliseconds spent on the page. */
  durationMs: number;
}

/**
 * Reports the time spent on the previous page at each navigation (SPEC.md §4).
 * The analytics feature decides what to send (it reports only stays over 3 s).
 */
export function createPageStayGuard(report: (stay: PageStay) => void, now = () => Date.now()): Guard {
  let current: { path: string; since: number } | null = null;
  return ({ url }) => {
    const path = url.pathname;
    const at = now();
    if (current && current.path !== path) report({ path: current.path, durationMs: at - current.since });
    if (!current || current.path !== path) current = { path, since: at };
    return next;
  };
}

type PageStayListener = (stay: PageStay) => void;
const listeners = new Set<PageStayListener>();

/** The analytics feature subscribes here; the guard itself knows no SDK. */
export function onPageStay(listener: PageStayListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitPageStay(stay: PageStay): void {
  listeners.forEach((listener) => listener(stay));
}

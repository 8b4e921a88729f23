/** Time spent on a page, emitted by the page-stay guard at each navigation (SPEC.md §4). */
export interface PageStay {
  path: string;
  /** Milliseconds spent on the page. */
  durationMs: number;
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

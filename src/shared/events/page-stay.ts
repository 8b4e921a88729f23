import { createEventBus } from './bus';

/**
 * Time spent on a page, emitted by the page-stay guard at each navigation (docs/product-rules.md
 * §4).
 */
export interface PageStay {
  path: string;
  /** Milliseconds spent on the page. */
  durationMs: number;
}

/** The analytics feature listens here; the guard itself knows no SDK. */
export const pageStayEvents = createEventBus<PageStay>();

export function emitPageStay(stay: PageStay): void {
  pageStayEvents.emit(stay);
}

import { createEventBus, type Subscription } from './bus';

/** Time spent on a page, emitted by the page-stay guard at each navigation (SPEC.md §4). */
export interface PageStay {
  path: string;
  /** Milliseconds spent on the page. */
  durationMs: number;
}

const bus = createEventBus<PageStay>();

/** The analytics feature subscribes here; the guard itself knows no SDK. */
export function onPageStay(
  listener: (stay: PageStay) => void,
  subscription?: Subscription,
): () => void {
  return bus.on(listener, subscription);
}

export function emitPageStay(stay: PageStay): void {
  bus.emit(stay);
}

import { createEventBus } from './bus';

/** Elements carrying this attribute report a click as the event it names (e.g. the avatar menu). */
export const TRACK_ATTRIBUTE = 'data-track';
/** With `data-track="element_click"`: the element's stable name (`navbar.download`). */
export const TRACK_NAME_ATTRIBUTE = 'data-track-name';

/** The attributes that make an element report its clicks as `element_click` under `name`. */
export function trackAs(name: string): { 'data-track': string; 'data-track-name': string } {
  return { 'data-track': 'element_click', 'data-track-name': name };
}

/** A click on (or inside) an element with `data-track`, read when it happened. */
export interface TrackedClick {
  /** The attribute's value: the analytics event the element stands for. */
  event: string;
  /** The element's text, whitespace collapsed, at most 100 characters. */
  content: string;
  /** `data-track-name`, '' when the element has none. */
  name: string;
  path: string;
}

/** The tracked click a click on `target` is, if any. */
export function trackedClickOf(target: EventTarget | null): TrackedClick | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest(`[${TRACK_ATTRIBUTE}]`);
  const event = element?.getAttribute(TRACK_ATTRIBUTE) ?? '';
  if (!element || !event) return null;
  const content = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  const name = element.getAttribute(TRACK_NAME_ATTRIBUTE) ?? '';
  return { event, content, name, path: window.location.pathname };
}

export const trackedClicks = createEventBus<TrackedClick>();
let capturing = false;

/** From start-up on, clicks on tracked elements are recorded (analytics itself loads later). */
export function captureTrackedClicks(): void {
  if (capturing || typeof document === 'undefined') return;
  capturing = true;
  document.addEventListener(
    'click',
    (event) => {
      const click = trackedClickOf(event.target);
      if (click) trackedClicks.emit(click);
    },
    { capture: true },
  );
}

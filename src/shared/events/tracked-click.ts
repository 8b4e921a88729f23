import { createEventBus } from './bus';

/** Elements carrying this attribute report a click as the event it names (e.g. the avatar menu). */
export const TRACK_ATTRIBUTE = 'data-track';
/** With `data-track="element_click"`: the element's stable name (`navbar.download`). */
const TRACK_NAME_ATTRIBUTE = 'data-track-name';

/** The avatar menu's click events (docs/tracking-plan.md); an element names one in `data-track`. */
const AVATAR_CLICK_EVENTS = [
  'avatar_go_storage',
  'avatar_go_advanced_credits',
  'avatar_go_basic_credits',
  'avatar_go_vip_price_page',
] as const;
export type AvatarClickEvent = (typeof AVATAR_CLICK_EVENTS)[number];

export function isAvatarClickEvent(name: string): name is AvatarClickEvent {
  return (AVATAR_CLICK_EVENTS as readonly string[]).includes(name);
}

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

/** The control a click on `target` inside a label is passed on to, if the browser will pass it. */
function forwardedControlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('label')?.control ?? null;
  return control && control !== target && !control.contains(target) ? control : null;
}

/**
 * Records every tracked click once. A click on a label's text reaches the listener twice: on the
 * label, then as the click the label passes to its control within the same task; the second is
 * the same click.
 */
export function clickRecorder(emit: (click: TrackedClick) => void): (event: Event) => void {
  let forwardedTo: HTMLElement | null = null;
  return (event) => {
    if (forwardedTo && event.target === forwardedTo) {
      forwardedTo = null;
      return;
    }
    forwardedTo = forwardedControlOf(event.target);
    if (forwardedTo) setTimeout(() => (forwardedTo = null)); // a label whose default was stopped
    const click = trackedClickOf(event.target);
    if (click) emit(click);
  };
}

export const trackedClicks = createEventBus<TrackedClick>();
let capturing = false;

/** From start-up on, clicks on tracked elements are recorded (analytics itself loads later). */
export function captureTrackedClicks(): void {
  if (capturing || typeof document === 'undefined') return;
  capturing = true;
  document.addEventListener(
    'click',
    clickRecorder((click) => trackedClicks.emit(click)),
    { capture: true },
  );
}

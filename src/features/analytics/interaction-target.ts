import { TRACK_NAME_ATTRIBUTE } from '@/shared/events/tracked-click';

/** What a visitor interacts with: a control, or an element that acts as one. */
const CONTROL =
  'a, button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="radio"], [role="checkbox"], [role="option"], [role="switch"]';

/** Characters of a control's text kept in its name. */
const TEXT_MAX = 30;

/**
 * A stable name for the element an interaction reached, for the field INP (web-vitals'
 * `generateTarget`): the tracking name of the nearest element marked for tracking
 * (`navbar.download`), else the control's tag and its label or text (`button "立即支付"`), never the
 * CSS-module class hashes a selector would carry. Runs of four or more digits are masked, so no
 * phone number or trade number leaves in a name.
 */
export function interactionTargetName(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element) return undefined;
  const named = element.closest(`[${TRACK_NAME_ATTRIBUTE}]`)?.getAttribute(TRACK_NAME_ATTRIBUTE);
  if (named) return named;
  const control = element.closest(CONTROL) ?? element;
  const label = control.getAttribute('aria-label') || control.textContent || '';
  const text = label
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TEXT_MAX)
    .replace(/\d{4,}/g, '#');
  const tag = control.tagName.toLowerCase();
  return text ? `${tag} "${text}"` : tag;
}

/** Inputs remembered for the field INP's target; older ones are dropped. */
const REMEMBERED_INPUTS = 20;

/**
 * Remembers the target of each input (pointer down, key down) as it happens, by its time, which is
 * the clock of Event Timing: by the time the INP is reported the element may have left the page
 * (a navigation re-renders the navbar), and web-vitals then names nothing. Returns the lookup of
 * the input nearest to an interaction's time (at most 500 ms off).
 */
export function rememberInputTargets(
  target: EventTarget = document,
): (time: number) => string | undefined {
  const inputs: { at: number; name: string | undefined }[] = [];
  const remember = (event: Event) => {
    inputs.push({ at: event.timeStamp, name: interactionTargetName(event.target as Node | null) });
    if (inputs.length > REMEMBERED_INPUTS) inputs.shift();
  };
  for (const type of ['pointerdown', 'keydown'])
    target.addEventListener(type, remember, { capture: true, passive: true });
  return (time) => {
    let nearest: { at: number; name: string | undefined } | undefined;
    for (const input of inputs)
      if (!nearest || Math.abs(input.at - time) < Math.abs(nearest.at - time)) nearest = input;
    return nearest && Math.abs(nearest.at - time) <= 500 ? nearest.name : undefined;
  };
}

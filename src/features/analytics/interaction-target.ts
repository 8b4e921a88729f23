import { TRACK_NAME_ATTRIBUTE } from '@/shared/events/tracked-click';

/** What a visitor interacts with: a control, or an element that acts as one. */
const CONTROL =
  'a, button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="radio"], [role="checkbox"], [role="option"], [role="switch"]';

/** Characters of a control's text kept in its name. */
const TEXT_MAX = 30;

/** Characters of a control's text looked at at all (a control can hold a whole card). */
const TEXT_READ = 120;

/**
 * Masked in a name: anything of four characters or more with a digit or an @ in it (a phone
 * number, a trade number, a redeem code, an email address).
 */
const PERSONAL = /[\w.+@-]*[\d@][\w.+@-]*/g;

/**
 * A stable name for the element an interaction reached, for the field INP (web-vitals'
 * `generateTarget`): the tracking name of the nearest element marked for tracking
 * (`navbar.download`), else the control's tag and its label or text (`button "立即支付"`), never the
 * CSS-module class hashes a selector would carry. An element that is no control is named by its
 * tag alone: its text may be the visitor's own (the account name in the avatar menu). Numbers,
 * codes and addresses are masked before the text is cut, so no part of one leaves in a name.
 */
export function interactionTargetName(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element) return undefined;
  const named = element.closest(`[${TRACK_NAME_ATTRIBUTE}]`)?.getAttribute(TRACK_NAME_ATTRIBUTE);
  if (named) return named;
  const control = element.closest(CONTROL);
  if (!control) return element.tagName.toLowerCase();
  const label = control.getAttribute('aria-label') || control.textContent || '';
  const text = label
    .slice(0, TEXT_READ)
    .replace(/\s+/g, ' ')
    .replace(PERSONAL, (token) => (token.length >= 4 ? '#' : token))
    .trim()
    .slice(0, TEXT_MAX);
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

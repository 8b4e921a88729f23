import { PRIVATE_FRAME_PATHS } from '../../../src/app/public-paths';
import {
  BELOW_THE_FOLD_READY_MARK,
  HYDRATED_MARK,
  ROUTE_READY_MARK,
} from '../../../src/shared/perf-marks';

/**
 * Functions that run inside the page, in every engine: each driver sends them as they are
 * (Playwright's evaluate, WebDriver's Execute Script), so they are self-contained, take plain
 * arguments and reach nothing outside their own body.
 */

/**
 * What a journey points at: the elements matching `css` whose text (or aria-label) holds `text`,
 * inside an element matching `within` when given (a package's card, say).
 */
export interface Target {
  css: string;
  text?: string;
  within?: { css: string; text: string };
}

/** What a journey asks the page about a target. */
export type Question = 'single' | 'none' | 'focused';

/**
 * The page's answer about the visible elements a target names: the single one (or null), whether
 * there is none, whether the single one has focus. A journey acts on a target once it names
 * exactly one, as a person names one thing; while it names none or several, the journey waits.
 */
export function answerAbout([{ css, text, within }, question]: readonly [Target, Question]):
  | Element
  | boolean
  | null {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const says = (el: Element, words: string | undefined) =>
    words === undefined ||
    squash(el.textContent).includes(words) ||
    squash(el.getAttribute('aria-label')) === words;
  const inside = (el: Element) => {
    if (!within) return true;
    for (let up = el.parentElement; up; up = up.parentElement) {
      if (up.matches(within.css) && says(up, within.text)) return true;
    }
    return false;
  };
  const found = [...document.querySelectorAll(css)].filter(
    (el) => shown(el) && says(el, text) && inside(el),
  );
  if (question === 'none') return found.length === 0;
  const single = found.length === 1 ? found[0]! : null;
  return question === 'single' ? single : single === document.activeElement;
}

/** The arguments of appOwnsPage: the app's marks and the paths served as private frames. */
export const APP_OWNS_PAGE_ARGS = [
  HYDRATED_MARK,
  BELOW_THE_FOLD_READY_MARK,
  ROUTE_READY_MARK,
  [...PRIVATE_FRAME_PATHS],
] as const;

/**
 * The app owns the page: hydrated when the document was prerendered for it (and, on the home
 * page, its lower sections too); a private page's frame replaced by React's first render (React
 * keeps its fiber on the elements it draws, a frame's have none); else its first route is ready.
 */
export function appOwnsPage([hydrated, belowTheFold, routeReady, framePaths]: readonly [
  string,
  string,
  string,
  readonly string[],
]): boolean {
  const has = (mark: string) =>
    performance.getEntriesByName(mark, 'mark').length > 0 ||
    !!(window as { __e2eMarks?: string[] }).__e2eMarks?.includes(mark);
  if (!document.getElementById('__router_hydration')) {
    // The document's own URL (a guard may have moved the page on since).
    const entry = performance.getEntriesByType('navigation')[0];
    const framed = !!entry && framePaths.includes(new URL(entry.name).pathname);
    const drawn = Object.keys(document.getElementById('root')?.firstElementChild ?? {});
    return has(routeReady) && (!framed || drawn.some((key) => key.startsWith('__reactFiber')));
  }
  return has(hydrated) && (window.location.pathname !== '/' || has(belowTheFold));
}

/**
 * The element's layout box in the document, without its own transform: a pressed button's 1 px
 * nudge (src/shared/ui/button.module.css `:active`, with a transition) is a look, not a move,
 * while anything that moves the element's layout or an ancestor still shows.
 */
export function boxOf(el: Element): { x: number; y: number; width: number; height: number } {
  const style = (el as HTMLElement).style;
  const [transform, transition] = [style.transform, style.transition];
  style.transition = 'none';
  style.transform = 'none';
  const { x, y, width, height } = el.getBoundingClientRect();
  style.transform = transform;
  style.transition = transition;
  // In the document's coordinates: Firefox may round its scroll position by a pixel as a press
  // focuses a button, which moves nothing in the page.
  return { x: x + scrollX, y: y + scrollY, width, height };
}

/**
 * Sets a cookie from the page, as the app does with its token. (WebKitGTK's WebDriver Add Cookie
 * followed at once by a navigation loses that navigation: docs/decisions/0011-browser-engines.md.)
 */
export function setCookie({ name, value }: { name: string; value: string }): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

/**
 * answerAbout as a script (WebDriver's Execute Script takes source). The Playwright driver passes
 * the function itself: a string would be evaluated in the page, which a page's CSP forbids.
 */
export function askAbout(target: Target, question: Question): string {
  return `(${answerAbout.toString()})(${JSON.stringify([target, question])})`;
}

/**
 * Keeps the document's last 30 pointer presses, key presses, focus moves and dialog openings and
 * closings, each with its time and where it landed, for a failed wait to show (WebDriver keeps no
 * trace of its own). Once per document.
 */
export function traceInteractions(): void {
  const w = window as { __journeyTrace?: string[] };
  if (w.__journeyTrace) return;
  const trace: string[] = (w.__journeyTrace = []);
  const keep = (line: string) => {
    trace.push(`${Math.round(performance.now())} ${line}`);
    if (trace.length > 30) trace.shift();
  };
  const named = (el: EventTarget | null) => {
    if (!(el instanceof Element)) return el === document ? 'document' : 'window';
    const words = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 12);
    return `${el.tagName.toLowerCase()}${el.closest('[role=dialog]') ? '(in dialog)' : ''} "${words}"`;
  };
  for (const type of ['pointerdown', 'click', 'keydown', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        const at = event instanceof MouseEvent ? ` at ${event.clientX},${event.clientY}` : '';
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
        keep(`${type} ${named(event.target)}${at}${key}`);
      },
      true,
    );
  }
  const dialogs = () =>
    [...document.querySelectorAll('[role=dialog]')]
      .map((d) => `${d.getAttribute('data-state') ?? 'dialog'}`)
      .join(',');
  let shown = dialogs();
  new MutationObserver(() => {
    const now = dialogs();
    if (now !== shown) keep(`dialogs [${(shown = now)}]`);
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}

import type { Target } from './in-page';

export type { Target };

/** The engines the core suite runs in (docs/decisions/0011-browser-engines.md). */
export type Engine = 'chromium' | 'firefox' | 'webkitgtk';

/** A key a journey presses, by the name both drivers know it by. */
export type Key = 'Enter' | 'Tab' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowRight' | 'ArrowLeft';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a journey does to a page, the same in every engine: Playwright's page in Chromium and
 * Firefox, a WebDriver session in WebKitGTK. Clicks are pointer actions at the element's centre,
 * typing is key by key, and every wait is for a state (an element, a URL, a text) up to a limit.
 */
export interface Journey {
  readonly engine: Engine;
  /** Opens `path` (relative to the site) and waits until the app owns the page. */
  open(path: string): Promise<void>;
  /** Waits until the app owns the page after a navigation the page made itself. */
  settled(): Promise<void>;
  /** Reloads the page (as the browser's reload button) and waits until the app owns it. */
  reload(): Promise<void>;
  /** Goes back in the tab's history (as the browser's Back button). */
  back(): Promise<void>;
  /** A real pointer click: move to the element's centre, press, release. */
  click(target: Target): Promise<void>;
  /**
   * Ticks a checkbox by a pointer click, unless it is ticked already. A click WebDriver answered
   * with an error may still have landed: the box's state decides, so it is never clicked twice.
   */
  check(target: Target): Promise<void>;
  /** Focuses the field by a click, then types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Presses Tab until the target has focus (at most 60 times). */
  tabTo(target: Target): Promise<void>;
  /** Picks the option whose value is `value` in the select the target names. */
  select(target: Target, value: string): Promise<void>;
  /** Presses the pointer on the element's centre and holds it. */
  pointerDown(target: Target): Promise<void>;
  pointerUp(): Promise<void>;
  /** Waits for the one visible element the target names. */
  see(target: Target): Promise<void>;
  /** Waits until the target names no visible element. */
  gone(target: Target): Promise<void>;
  /** Waits until the page's text holds `text`. */
  read(text: string): Promise<void>;
  /** Waits until the page's URL (path, query and hash) matches. */
  at(pattern: RegExp): Promise<void>;
  /** The target's box in the viewport, read in the page. */
  box(target: Target): Promise<Box>;
  /** Which element has focus, as "TAG text". */
  focused(): Promise<string>;
  /**
   * Sets a cookie on the site's origin as the app's own code writes it (path /, SameSite=Lax, the
   * value URI-encoded), with or without a page of the site open.
   */
  setCookie(name: string, value: string): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Saves a PNG of the viewport. */
  screenshot(path: string): Promise<void>;
}

/** How long a journey waits for a state before it fails. */
export const WAIT_MS = 15_000;

/** Calls `check` until it returns something truthy, up to WAIT_MS (a wait for a state). */
export async function until<T>(what: string, check: () => Promise<T>): Promise<NonNullable<T>> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      // A page between two documents has no window (or realm) to run a script in yet.
      last = error;
    }
    if (Date.now() > deadline) {
      const why = last instanceof Error ? ` (last error: ${last.message.slice(0, 300)})` : '';
      throw new Error(`timed out after ${WAIT_MS} ms waiting for ${what}${why}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether the browser is taking the visitor elsewhere: from `beforeunload` until the page shows
 * again (back from the back/forward cache). WebKit aborts a page's loads as a navigation starts
 * and fails its dynamic imports then; a reload for those failures would take the visitor back to
 * the page they were leaving (docs/decisions/0011-browser-engines.md).
 */
export function watchLeaving(page: EventTarget, graceMs: number) {
  let leaving = false;
  page.addEventListener('beforeunload', () => {
    leaving = true;
  });
  page.addEventListener('pageshow', () => {
    leaving = false;
  });
  return {
    /**
     * While the page is being left, puts `action` off and answers true: a page still here after
     * `graceMs` was not left (its navigation was cancelled), and `action` runs then.
     */
    putOff(action: () => void): boolean {
      if (!leaving) return false;
      setTimeout(() => {
        leaving = false;
        action();
      }, graceMs);
      return true;
    },
  };
}

type HistoryMethods = Pick<History, 'pushState' | 'replaceState'>;

/** The history methods in place now, kept for later (bound: they may be replaced meanwhile). */
export function historyMethods(history: History): HistoryMethods {
  return {
    pushState: history.pushState.bind(history),
    replaceState: history.replaceState.bind(history),
  };
}

/**
 * The SDK learns of a client-side navigation by wrapping `history.pushState` and `replaceState`,
 * and does its work for it there (the page-leave report, the next `$pageview`) inside the router's
 * call, in the task that starts the navigation, before the next page renders
 * (docs/decisions/0015-interactions.md). Called once the SDK has wrapped them, this
 * gives the router the browser's own methods back and tells the SDK when the page is idle: through
 * its `replaceState` wrapper, with the entry as it is (history does not change). The address the
 * SDK saw last is still the previous page's, so it reports the same change of page, later. A
 * navigation that comes before then tells the SDK of the page it leaves first, so that every page
 * has its view.
 */
export function deferSpaSwitch(
  history: History,
  native: HistoryMethods,
  whenIdle: (run: () => void) => void,
): void {
  const sdk = historyMethods(history);
  let untold = false;
  const tell = () => {
    if (!untold) return;
    untold = false;
    sdk.replaceState(history.state, '', window.location.href);
  };
  const change = (apply: () => void) => {
    tell();
    apply();
    untold = true;
    whenIdle(tell);
  };
  history.pushState = function pushState(...args: Parameters<History['pushState']>) {
    change(() => native.pushState(...args));
  };
  history.replaceState = function replaceState(...args: Parameters<History['replaceState']>) {
    change(() => native.replaceState(...args));
  };
}

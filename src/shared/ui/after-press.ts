/**
 * A field that checks itself on blur runs that check once a pointer press in progress has been
 * released. Pressing a button moves focus before the release: an error line added then pushes the
 * button away from under the pointer, and the release misses it (the invoice dialog's 提交申请
 * and 取消, in every engine: docs/decisions/0011-browser-engines.md). The click lands first and
 * the check follows it; a blur without a press (Tab, a script) checks at once.
 */

let pressed = false;
let waiting: Array<() => void> = [];

function release(): void {
  pressed = false;
  const run = waiting;
  waiting = [];
  // After the click the release is about to dispatch, which is in the same task.
  if (run.length > 0) setTimeout(() => run.forEach((check) => check()));
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/** Runs `check` now, or once the pointer press in progress is released. */
export function afterPress(check: () => void): void {
  if (pressed) waiting.push(check);
  else check();
}

/**
 * Stops every endless animation of a page (a spinner's turn) where it starts. The browsers of the
 * suite draw without a GPU: each frame such an animation asks for is composited in software, on
 * the machine's few cores, for as long as the spinner shows (a QR dialog polling for minutes of
 * test time). A paused animation stays on its element, at its first frame, so what a test reads
 * (the spinner is there, `getAnimations()`, the boxes) is unchanged; an animation with an end
 * (a dialog's entrance, that Radix waits for) runs as it would.
 *
 * Runs in the page (`addInitScript`): no import, nothing from outside.
 */
export function pauseEndlessAnimations() {
  document.addEventListener(
    'animationstart',
    () => {
      for (const animation of document.getAnimations())
        if (animation.effect?.getTiming().iterations === Infinity) animation.pause();
    },
    true,
  );
}

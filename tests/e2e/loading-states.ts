import type { BrowserContext, Page } from '@playwright/test';

/**
 * Holds the files matching `glob` until `release()`; `requested()` tells whether one was asked
 * for. On the context: the mock service worker fetches the page's files, and a page route misses
 * those.
 */
export async function holdFiles(context: BrowserContext, glob: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await context.route(glob, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * The animations on elements inside `scope` (a selector), paused ones included (the suite pauses
 * endless ones where they start: ./endless-animations.ts): each one's element's class and the
 * properties it animates.
 */
export const animationsIn = (page: Page, scope: string) =>
  page.evaluate(
    (selector) =>
      document
        .getAnimations()
        .filter((animation) =>
          document
            .querySelector(selector)
            ?.contains((animation.effect as KeyframeEffect).target as Element),
        )
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const properties = new Set(
            effect
              .getKeyframes()
              .flatMap((frame) =>
                Object.keys(frame).filter(
                  (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                ),
              ),
          );
          return { className: (effect.target as Element).className, properties: [...properties] };
        }),
    scope,
  );

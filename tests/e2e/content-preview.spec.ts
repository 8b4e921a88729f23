import { test, expect } from './fixtures';
import { gotoHydrated, runOnClock } from './hydration';

/**
 * Image preview (docs/product-rules.md §2, IMAGE_PREVIEW) and the image timeout (§8,
 * IMAGE_LOAD_TIMEOUT_MS): both in src/shared/constants.ts.
 */

const FIGURE = '查看大图：未修图的婚纱人像原片：肤色暗沉偏灰，脸上有细小瑕疵';

test('zooms by buttons, wheel, pinch and keyboard within 50 %–300 %, rotates by 90°', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/n/1024');
  const trigger = page.getByRole('button', { name: FIGURE });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: /未修图的婚纱人像原片/ });
  await expect(dialog).toBeVisible();
  const scale = dialog.getByLabel('缩放比例');
  const image = dialog.getByRole('img', { name: /未修图的婚纱人像原片/ });
  await expect(scale).toHaveText('100%');

  const zoomIn = dialog.getByRole('button', { name: '放大' });
  await zoomIn.click();
  await expect(scale).toHaveText('120%');
  while (await zoomIn.isEnabled()) await zoomIn.click();
  await expect(scale).toHaveText('300%');
  await expect(image).toHaveAttribute('style', /scale\(3\)/);

  const zoomOut = dialog.getByRole('button', { name: '缩小' });
  while (await zoomOut.isEnabled()) await zoomOut.click();
  await expect(scale).toHaveText('50%');
  await expect(image).toHaveAttribute('style', /scale\(0\.5\)/);

  await dialog.getByRole('button', { name: '还原' }).click();
  await expect(scale).toHaveText('100%');
  await dialog.getByRole('button', { name: '向右旋转' }).click();
  await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  await dialog.getByRole('button', { name: '向左旋转' }).click();
  await dialog.getByRole('button', { name: '向左旋转' }).click();
  await expect(image).toHaveAttribute('style', /rotate\(-90deg\)/);

  // Wheel: one notch, one step.
  await image.hover();
  await page.mouse.wheel(0, -100);
  await expect(scale).toHaveText('120%');
  await page.mouse.wheel(0, 100);
  await expect(scale).toHaveText('100%');

  // Pinch: two fingers moving from 100 px to 200 px apart doubles the scale.
  await page.evaluate(() => {
    const stage = document.querySelector('[role="dialog"] [data-scale]')!;
    const fire = (type: string, pointerId: number, x: number) =>
      stage.dispatchEvent(
        new PointerEvent(type, {
          pointerId,
          clientX: x,
          clientY: 300,
          bubbles: true,
          pointerType: 'touch',
          isPrimary: pointerId === 1,
        }),
      );
    fire('pointerdown', 1, 400);
    fire('pointerdown', 2, 500);
    fire('pointermove', 2, 600);
    fire('pointerup', 1, 400);
    fire('pointerup', 2, 600);
  });
  await expect(scale).toHaveText('200%');

  // Keyboard.
  await page.keyboard.press('0');
  await expect(scale).toHaveText('100%');
  await page.keyboard.press('+');
  await expect(scale).toHaveText('120%');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(scale).toHaveText('83%');
  await page.keyboard.press('r');
  await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  await page.keyboard.press('R');
  await expect(image).toHaveAttribute('style', /rotate\(0deg\)/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('an image that has not loaded in 10 s loses its loading placeholder', async ({ page }) => {
  // The article's cover never arrives — also when the mock service worker fetches it for the
  // preview (a page route misses the worker's requests; a context route holds them too).
  await page.context().route(/\/assets\/portrait-(?!before)[^/]*\.svg$/, () => undefined);
  // On Playwright's clock: the test moves the time over IMAGE_LOAD_TIMEOUT_MS, it does not wait it
  // out.
  await runOnClock(page);
  await gotoHydrated(page, '/n/1024', 'domcontentloaded');
  const trigger = page.getByRole('button', { name: /^查看大图：婚纱照精修/ });
  // Located by CSS: the open dialog hides the page from the accessibility tree.
  const cover = page.locator('figure').first();
  await expect(cover.getByTestId('image-placeholder')).toBeAttached();
  // Time stands still from here: the preview's image mounts (and starts its count) after this
  // instant, within the frames stepped through until it shows (the cover started at hydration).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await trigger.click();
  const loading = page.getByRole('dialog').getByText('图片加载中…');
  let stepped = 0;
  while (stepped < 2_000 && !(await loading.isVisible())) {
    await page.clock.runFor(16);
    stepped += 16;
  }
  await expect(loading).toBeVisible();
  await page.clock.runFor(9_900 - stepped); // under 10 s since it mounted
  await expect(loading).toBeVisible();
  await page.clock.runFor(stepped + 100); // over 10 s since it mounted
  await expect(loading).toHaveCount(0);
  await expect(cover.locator('[data-image-state]')).toHaveAttribute('data-image-state', 'timeout');
  await expect(cover.getByTestId('image-placeholder')).toHaveCount(0);
});

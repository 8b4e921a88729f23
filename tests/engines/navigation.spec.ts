import { expect, test } from './fixtures';
import { heading } from '../support/journey/steps';

/** Moving around the site (docs/decisions/0011-browser-engines.md: the core suite). */

test('home hydrates, and its navbar links move inside the app', async ({ journey }) => {
  await journey.open('/');
  await journey.click({ css: 'header nav a', text: '下载' });
  await journey.at(/^\/download$/);
  await journey.see({ css: 'h1' });
  await journey.click({ css: 'header nav a', text: '会员套餐' });
  await journey.at(/^\/payment$/);
  await journey.see(heading('选择适合你的修图套餐'));
});

test('leaving a page while its code still loads goes where the visitor asked', async ({
  journey,
}) => {
  // Right after the app owns the home page, its later chunks are still loading. WebKit fails
  // those loads as the page is left, and the build check's reload could take the visitor back to
  // the home page: six leaves in a row must all arrive there. The other engines, where that race
  // does not show, make three (docs/decisions/0011-browser-engines.md).
  const rounds = journey.engine === 'webkitgtk' ? 6 : 3;
  for (let round = 0; round < rounds; round++) {
    await journey.open('/');
    await journey.open('/payment');
    expect(await journey.evaluate(() => location.pathname, undefined)).toBe('/payment');
  }
});

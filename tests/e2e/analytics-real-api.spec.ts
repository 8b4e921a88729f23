import { test, expect } from './fixtures';
import { recordsReceived } from './analytics-beacons';
import { signIn, useRealSite, useTheRealServer } from './real-site';

/**
 * Analytics as the collector receives it: a production build against the fixture API, whose `/sa`
 * records every hit, decoded here (docs/integration-notes.md §2). The SDK batches every 6 s.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const real = useRealSite('dist-e2e-analytics-real');

const received = () => recordsReceived(real.api.requests);
const named = (name: string) => received().filter((r) => r.event === name);

test.beforeEach(async ({ page }) => {
  await useTheRealServer(page);
  real.api.requests.length = 0;
});

test("signed in, every event of every load carries the account's user_id and org_id", async ({
  page,
}) => {
  await signIn(page, real.site);
  await page.goto(`${real.site}/download`);
  await expect.poll(() => named('$pageview').length, { timeout: 20_000 }).toBe(1);
  await page.reload();
  await expect.poll(() => named('$pageview').length, { timeout: 20_000 }).toBe(2);
  await expect.poll(() => named('$WebPageLoad').length, { timeout: 20_000 }).toBe(2);
  const records = received().filter((r) => r.type === 'track');
  expect(records.map((r) => r.event)).toEqual(
    expect.arrayContaining(['$pageview', '$WebPageLoad', '$pageview', '$WebPageLoad']),
  );
  for (const record of records) {
    expect(record.distinct_id, record.event).toBe('8001');
    expect(record.properties, record.event).toMatchObject({ org_id: 9001 });
  }
});

import { test, expect } from './fixtures';
import { recordsReceived } from './analytics-beacons';
import { HYDRATED_MARK, waitForMark } from './hydration';
import { signIn, useRealSite, useTheRealServer } from './real-site';

/**
 * Analytics as the collector receives it: a production build against the fixture API, whose `/sa`
 * records every hit, decoded here (docs/integration-notes.md §2). The SDK batches every 6 s.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const real = useRealSite('dist-e2e-analytics-real');

const received = () => recordsReceived(real.api.requests);
const named = (name: string) => received().filter((r) => r.event === name);
const calls = (method: string, path: string) =>
  real.api.requests.filter((r) => r.method === method && r.path === path);

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

test('a /?_uuid= landing is looked up, attributes the login and every event', async ({ page }) => {
  await page.goto(`${real.site}/?_uuid=spring2025`);
  await waitForMark(page, HYDRATED_MARK);
  await expect.poll(() => calls('GET', '/v1/activity/common/info').length).toBe(1);
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '验证码登录' });
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('textbox', { name: '验证码' }).fill('123456');
  await dialog.getByRole('checkbox', { name: /^我已阅读并同意/ }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();

  const [login] = calls('POST', '/v1/web/login');
  expect(JSON.parse(login!.body)).toMatchObject({ cheese_org_source_id: 1408 });
  await expect.poll(() => named('$SignUp').length, { timeout: 20_000 }).toBe(1);
  // The campaign's uuid on every event; its source id once the lookup has answered (before login).
  const tracked = received().filter((r) => r.type === 'track');
  for (const record of tracked)
    expect(record.properties, record.event).toMatchObject({ source_uuid: 'spring2025' });
  expect(named('$SignUp')[0]!.properties).toMatchObject({ source_id: 1408 });
});

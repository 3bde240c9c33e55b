import { expect, test } from './device.ts';
import { CURRENT, seedRecording } from './recording-fixture.ts';

// The tab, the installed app's window and the task switcher name the screen shown, never by an id.

test.beforeEach(async ({ page }) => {
  await seedRecording(page);
});

test('every screen has a title that names it, also after moving within the app', async ({ page }) => {
  const titles: [string, string][] = [
    ['/', 'Inspect'],
    ['/new-inspection', 'Select Machine or Bucket · Inspect'],
    ['/history', 'Inspections · Inspect'],
    [`/inspections/${CURRENT}`, 'Inspection · Inspect'],
    [`/inspections/${CURRENT}/asset/operating-hours`, 'Operation · Inspection · Inspect'],
    [`/inspections/${CURRENT}/idler/middle`, 'Page not found · Inspect'],
    ['/no-such-screen', 'Page not found · Inspect'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto(`/inspections/${CURRENT}`);
  await page.getByRole('link', { name: /^Lock On/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lock On' })).toBeVisible();
  await expect(page).toHaveTitle('Lock On · Inspection · Inspect');
  expect(await page.title()).not.toContain(CURRENT);
});

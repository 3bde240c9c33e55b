import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { syncRefused } from './helpers.ts';
import { CURRENT } from './recording-fixture.ts';
import { seedUndercarriage } from './undercarriage-fixture.ts';

// DONE and MARK AS COMPLETE return where the inspector came from, and BACK climbs the screens one level a tap: the
// history never holds a screen twice for the taps that went up.

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const back = (page: Page) => page.getByRole('button', { name: 'BACK', exact: true }).click();
const contents = `/inspections/${CURRENT}`;

test('DONE and COMPLETE go back up; BACK from three levels down reaches the contents in three taps', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await page.goto(contents);
  await expect(heading(page, 'EX-204')).toBeVisible();
  await syncRefused(page);

  await page.getByRole('link', { name: /^Undercarriage/ }).click();
  await page.getByRole('link', { name: /^Left Side/ }).click();
  await page.getByRole('link', { name: /^Load Rollers/ }).click();
  await page.getByRole('link', { name: /^Position 2/ }).click();
  await expect(heading(page, 'Load Rollers · Position 2')).toBeVisible();
  // One control to finish: COMPLETE until the position is completed, DONE after.
  await expect(page.getByRole('button', { name: 'DONE', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'COMPLETE', exact: true }).click();
  await expect(heading(page, 'Load Rollers')).toBeVisible();
  await page.getByRole('link', { name: /^Position 2/ }).click();
  await expect(heading(page, 'Load Rollers · Position 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'COMPLETE', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'DONE', exact: true }).click();
  await expect(heading(page, 'Load Rollers')).toBeVisible();
  await page.getByRole('link', { name: /^Position 1/ }).click();
  await expect(heading(page, 'Load Rollers · Position 1')).toBeVisible();
  await page.getByRole('button', { name: 'COMPLETE', exact: true }).click();
  await expect(heading(page, 'Load Rollers')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Position 1/ })).toContainText('Completed');

  // Three levels below the contents: three taps, whatever was visited on the way.
  await back(page);
  await expect(heading(page, 'Left Side')).toBeVisible();
  await back(page);
  await expect(heading(page, 'Undercarriage')).toBeVisible();
  await back(page);
  await expect(heading(page, 'EX-204')).toBeVisible();
  await expect(page).toHaveURL(contents);

  // MARK AS COMPLETE returns to the contents by going back: BACK there leaves the inspection (for Home: the contents
  // was opened by its address).
  await page.getByRole('link', { name: /^Operation/ }).click();
  await expect(heading(page, 'Operation')).toBeVisible();
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).click();
  await expect(heading(page, 'EX-204')).toBeVisible();
  await back(page);
  await expect(page).toHaveURL('/');
});

test('a screen opened by its address climbs to the contents one level a tap, after a reload too', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await page.goto(`${contents}/undercarriage/right/roller-assemblies/return-rollers`);
  await expect(heading(page, 'Return Rollers')).toBeVisible();
  await syncRefused(page);
  await page.getByRole('link', { name: /^Position 2/ }).click();
  await expect(heading(page, 'Return Rollers · Position 2')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Return Rollers · Position 2')).toBeVisible();
  await syncRefused(page);
  // After a reload the way up is still known: BACK goes back to the list it came from.
  await back(page);
  await expect(heading(page, 'Return Rollers')).toBeVisible();
  await back(page);
  await expect(heading(page, 'Right Side')).toBeVisible();
  await page.getByRole('button', { name: 'DONE', exact: true }).click();
  await expect(heading(page, 'Undercarriage')).toBeVisible();
  await back(page);
  await expect(heading(page, 'EX-204')).toBeVisible();
  await expect(page).toHaveURL(contents);
});

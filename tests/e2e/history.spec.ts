import type { Page } from '@playwright/test';
import { expect, test } from './device.ts';
import { expectNoAxeViolations } from './axe.ts';
import { FLEET, seedFleet, uuid } from './fleet.ts';
import { unsignedToken } from './session.ts';

// The signed-in inspector, Ana Inspector, is this subject; the fixtures' inspections are hers unless a test says not.
const ANA = 'local:ana';

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const titles = (page: Page) => cards(page).locator('.card-title');
const inspector = (page: Page, name: string) => page.getByLabel(`Inspector ${name}`, { exact: true });

function inspection(n: number, assetId: number, day: number, completed: boolean) {
  return {
    externalId: uuid(completed ? 'b' : 'a', n),
    name: `Inspection ${n}`,
    assetId,
    mineLocationId: null,
    siteId: FLEET.sites.karratha,
    inspectionDate: `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    completed,
    inspectorName: 'Ana Inspector',
    isSynced: true,
    ownerSub: ANA,
  };
}

test.beforeEach(async ({ page }, testInfo) => {
  // For the test that is about them: a colleague's inspections under the very name of the signed-in inspector (two
  // inspectors may share one), and one of hers made before her account was renamed. Only the owner's subject counts.
  const colleague = testInfo.title.includes('colleague')
    ? [
        { ...inspection(5, FLEET.assets.zeta, 6, false), ownerSub: 'local:another-ana' },
        { ...inspection(6, FLEET.assets.alpha, 7, true), ownerSub: 'local:another-ana' },
        { ...inspection(7, FLEET.assets.ex118, 4, true), inspectorName: 'Ana Formerly Smith' },
      ]
    : [];
  await seedFleet(
    page,
    [
      inspection(1, FLEET.assets.zeta, 3, true),
      inspection(2, FLEET.assets.alpha, 1, true),
      inspection(3, FLEET.assets.sh07, 2, true),
      inspection(4, FLEET.assets.ex204, 5, false),
      ...colleague,
    ],
    unsignedToken({ sub: ANA }),
  );
  await page.goto('/history?history_tab=completed');
});

test('tabs follow history_tab; sort keys and direction order the cards', async ({ page }) => {
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page)).toHaveText(['Zeta 9', 'SH-07', 'Alpha 1']); // Recent, newest first
  await expectNoAxeViolations(page);
  await page.getByLabel('Sort by').selectOption('Alphabetical');
  await expect(titles(page)).toHaveText(['Alpha 1', 'SH-07', 'Zeta 9']);
  await page.getByRole('button', { name: /Ascending/ }).click();
  await expect(titles(page)).toHaveText(['Zeta 9', 'SH-07', 'Alpha 1']);
  await page.getByLabel('Sort by').selectOption('Date');
  await expect(titles(page)).toHaveText(['Zeta 9', 'SH-07', 'Alpha 1']);
  await page.getByRole('button', { name: /Descending/ }).click();
  await expect(titles(page)).toHaveText(['Alpha 1', 'SH-07', 'Zeta 9']);
  await page.getByLabel('Sort by').selectOption('Name');
  await expect(titles(page)).toHaveText(['Alpha 1', 'SH-07', 'Zeta 9']);
  await page.getByRole('tab', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/history_tab=in_progress$/);
  await expect(titles(page)).toHaveText(['EX-204']);
});

test('reopens a completed inspection, and cancelling the reopen puts it back', async ({ page }) => {
  await cards(page)
    .filter({ hasText: 'SH-07' })
    .getByRole('button', { name: 'Reopen Inspection SH-07' })
    .click();
  await expect(titles(page)).toHaveText(['Zeta 9', 'Alpha 1']);
  await page.getByRole('tab', { name: 'In Progress' }).click();
  await expect(titles(page)).toHaveText(['EX-204', 'SH-07']);
  const reopened = cards(page).filter({ hasText: 'SH-07' });
  await expect(reopened.getByRole('img', { name: 'Not synced' })).toBeVisible();
  await reopened.getByRole('button', { name: 'Cancel reopen of SH-07' }).click();
  await expect(titles(page)).toHaveText(['EX-204']);
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(titles(page)).toHaveText(['Zeta 9', 'SH-07', 'Alpha 1']);
});

test('deletes an inspection in progress only after confirmation', async ({ page }) => {
  await page.getByRole('tab', { name: 'In Progress' }).click();
  await cards(page).getByRole('button', { name: 'Delete EX-204' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete inspection?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(titles(page)).toHaveText(['EX-204']);
  await cards(page).getByRole('button', { name: 'Delete EX-204' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No history available')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'IN PROGRESS' }).getByRole('listitem')).toHaveCount(0);
});

test("offers no Delete or Reopen on a colleague's inspection, even under the signed-in inspector's name", async ({
  page,
}) => {
  await page.goto('/history?history_tab=in_progress');
  // Both in progress read "Ana Inspector"; the colleague's is the Zeta 9 one.
  await expect(titles(page)).toHaveText(['Zeta 9', 'EX-204']);
  await expect(cards(page).filter({ has: inspector(page, 'Ana Inspector') })).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'Zeta 9' }).getByRole('button')).toHaveCount(0);
  await expect(cards(page).getByRole('button', { name: 'Delete EX-204' })).toBeVisible();

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(titles(page)).toHaveText(['Alpha 1', 'EX-118', 'Zeta 9', 'SH-07', 'Alpha 1']);
  const colleagues = cards(page).filter({ hasText: 'Alpha 1' }).first();
  await expect(colleagues.filter({ has: inspector(page, 'Ana Inspector') })).toHaveCount(1);
  await expect(colleagues.getByRole('button')).toHaveCount(0);
  // Her own under her former name, and the rest of hers, can be reopened: 4 of the 5.
  await expect(
    cards(page)
      .filter({ has: inspector(page, 'Ana Formerly Smith') })
      .getByRole('button', { name: 'Reopen Inspection EX-118' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Reopen Inspection/ })).toHaveCount(4);
});

import { expect, type Page } from '@playwright/test';
import { catalogueId } from '../../src/rules/index.ts';
import { expectNoAxeViolations } from './axe.ts';
import { categoryTypeIdOf, FLEET, seedFleet, uuid } from './fleet.ts';
import { execSql } from './helpers.ts';

// An in-progress inspection of EX-204 between two completed ones (machine hours 1000 before, 3000 after, a left
// changeout at 800 hours before), on the small fleet loaded through the SQL console.

export const CURRENT = uuid('e', 3);
export const EARLIER = uuid('e', 1);
export const LATER = uuid('e', 2);

const inspection = (externalId: string, date: string, completed: boolean) => ({
  externalId,
  name: 'EX-204',
  assetId: FLEET.assets.ex204,
  mineLocationId: null,
  siteId: FLEET.sites.karratha,
  inspectionDate: date,
  completed,
  inspectorName: 'Bo Field',
});

/** SQL for one stored observation of an inspection (asset level unless an entity is given). */
export function observationSql(
  inspectionExternalId: string,
  n: number,
  identifier: string,
  value: string,
  entity: { id: number; externalId: string; level: number } = {
    id: FLEET.assets.ex204,
    externalId: '',
    level: 1,
  },
): string {
  const entityExternalId = entity.externalId ? `'${entity.externalId}'` : 'NULL';
  return `INSERT INTO observations (externalId, categoryTypeExternalId, observableItemId, observableItem, value, entityId, entityExternalId, dataLevelId, isSynced)
    VALUES ('${uuid('d', n)}', '${categoryTypeIdOf(inspectionExternalId)}', ${catalogueId(identifier)}, '${identifier}', '${value}', ${entity.id}, ${entityExternalId}, ${entity.level}, 1);`;
}

export async function seedRecording(page: Page, extraSql = ''): Promise<void> {
  await seedFleet(page, [
    inspection(EARLIER, '2026-09-01T08:00:00Z', true),
    inspection(LATER, '2026-12-01T08:00:00Z', true),
    inspection(CURRENT, '2026-10-01T08:00:00Z', false),
  ]);
  // Waits for this run itself: the console's summary still shows the fleet's run (CI: a screen opened before this
  // one committed, and the navigation rolled it back).
  await execSql(
    page,
    [
      observationSql(EARLIER, 1, 'Operation.TotalMachineHours', '1000'),
      observationSql(LATER, 2, 'Operation.TotalMachineHours', '3000'),
      observationSql(EARLIER, 3, 'Operation.LeftUndercarriageChangeout.Hours', '800'),
      extraSql,
    ].join('\n'),
  );
}

/** Opens a screen of the current inspection and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/inspections/${CURRENT}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** No visible control smaller than 48 × 48 px (RECORDING.md: gloves). */
export async function expectNoSmallControls(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const hits: string[] = [];
    for (const el of document.querySelectorAll('a,button,input,select,textarea,[role=button],[role=link]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.classList.contains('visually-hidden')) continue;
      if (r.width < 48 || r.height < 48)
        hits.push(`${el.tagName} ${el.textContent ?? ''} ${r.width}x${r.height}`);
    }
    return hits;
  });
  expect(small).toEqual([]);
}

/** axe clean and no small control at tablet (800×1280) and phone (360×740) size. */
export async function expectUsableAtBothSizes(page: Page): Promise<void> {
  for (const size of [
    { width: 800, height: 1280 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page);
    await expectNoSmallControls(page);
  }
}

/** The status an entry of the inspection contents shows. */
export function entryStatus(page: Page, title: string) {
  return page.getByRole('link', { name: new RegExp(`^${title}`) }).locator('.entry-status');
}

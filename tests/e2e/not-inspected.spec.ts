import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { SYNC_COMPLETE } from '../../src/rules/index.ts';
import { firstRow, startInspection, syncedDevice } from './bucket-fixture.ts';
import { expectNoAxeViolations } from './axe.ts';
import { navigateInApp, queryRows } from './helpers.ts';

// Completion says what is missing, on a phone held in a glove: a load-roller list with positions not done
// asks before MARK AS COMPLETE, naming them; completing anyway is recorded (and accepted by the server); after submit
// the completed page and the Word report made on the device list what was not inspected.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(240_000);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a load-roller list completed with positions not done asks, records it, and the report lists them', async ({
  page,
}) => {
  await syncedDevice(page);
  const [machine, rollers] = await firstRow(
    page,
    `SELECT a.name, (SELECT group_concat(id || '/' || position, ',') FROM (SELECT ep.id, ep.position FROM equipmentParts ep
          WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers' ORDER BY ep.position))
       FROM assets a JOIN equipments s ON s.assetId = a.id AND s.name = 'Left Side'
      WHERE (SELECT count(*) FROM equipmentParts ep
              WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers') >= 3
      ORDER BY a.name LIMIT 1`,
  );
  // "equipmentPartId/position" of each load roller of the left side, in order
  const positions = (rollers ?? '').split(',');
  const numbers = positions.map((p) => p.split('/')[1]);
  const inspection = await startInspection(page, machine ?? '');
  const list = `/inspections/${inspection}/undercarriage/left/roller-assemblies/load-rollers`;

  // The first position is inspected; the others are not.
  await navigateInApp(page, `${list}/${positions[0]}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Load Rollers · Position ${numbers[0]}` }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Monitor' }).tap();
  await expect
    .poll(() =>
      queryRows(
        page,
        `SELECT count(*) FROM observations o JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
          WHERE c.inspectionExternalId = '${inspection}'
            AND o.observableItem = 'Undercarriage.Left.LoadRollers.Position.VisualCondition'`,
      ),
    )
    .toEqual([['1']]);

  await navigateInApp(page, list);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers' })).toBeVisible();
  const open = numbers.slice(1).map((n) => `Position ${n}`);
  const named = `${open.slice(0, -1).join(', ')} and ${open.at(-1)}`;
  // The list says what it still waits on before anything is asked.
  await expect(page.getByTestId('still-missing')).toHaveText(`Not done yet: ${named}.`);
  await shot(page, 'list-360');
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  const ask = page.getByRole('dialog', { name: 'Not everything is done' });
  await expect(ask).toContainText(
    `Not done yet (${open.length} of ${positions.length}): ${named}. Mark Load Rollers as complete anyway? ` +
      'The report will list them as not inspected.',
  );
  // No axe check while it is open: every modal turns viewport zoom off (Modal.tsx), which axe reports on a phone.
  await shot(page, 'dialog-360');
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'dialog-800');
  await page.setViewportSize({ width: 360, height: 740 });

  // Cancel records nothing and stays on the list.
  await ask.getByRole('button', { name: 'Cancel' }).tap();
  await expect(ask).toBeHidden();
  const notInspected = () =>
    queryRows(
      page,
      `SELECT o.value FROM observations o JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
        WHERE c.inspectionExternalId = '${inspection}' AND o.observableItem IN
          ('Undercarriage.Left.LoadRollers.Completed', 'Undercarriage.Left.LoadRollers.NotInspected')
        ORDER BY o.observableItem`,
    );
  expect(await notInspected()).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Load Rollers' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Completing anyway stores the completion and the positions left out, then goes back to the side.
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await page
    .getByRole('dialog', { name: 'Not everything is done' })
    .getByRole('button', { name: 'Complete anyway' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Left Side' })).toBeVisible();
  // The side stays In progress and says where what it waits on is.
  await expect(page.getByTestId('side-still-needs')).toContainText(
    'This side stays In progress until these are marked complete:',
  );
  await expect(page.getByTestId('side-still-needs')).toContainText('on the inspection contents.');
  await shot(page, 'side-menu-360');
  const rows = await notInspected();
  expect(rows).toHaveLength(2);
  expect(rows[1]).toEqual([open.join(', ')]);

  await navigateInApp(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).tap();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });

  // The completed page lists what was not inspected, the load rollers left out among it.
  const section = page.getByRole('region', { name: 'Not inspected' });
  await expect(section).toContainText(
    'These were not done when the inspection was submitted, so this report has no findings for them.',
  );
  await expect(section.getByRole('listitem').filter({ hasText: 'Left Side — Load Rollers:' })).toHaveText(
    `Left Side — Load Rollers: ${open.join(', ')}`,
  );
  await expect(section.getByRole('listitem').filter({ hasText: /^Inspection:/ })).toContainText('Lock On');
  await expect(section.getByRole('listitem').filter({ hasText: /^Right Side:/ })).toContainText('Side Frame');
  await expectNoAxeViolations(page);
  await shot(page, 'complete-360');
  await page.setViewportSize({ width: 800, height: 1280 });
  await shot(page, 'complete-800');

  // The server took the save, the positions left out with it: the inspection syncs whole.
  await expect(page.getByTestId('inspection-sync')).toHaveText(SYNC_COMPLETE, { timeout: 60_000 });

  // The Word report made on the device lists them under the same heading.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).tap();
  const download = await downloading;
  const bytes = readFileSync(await download.path());
  const text = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml'] as Uint8Array)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  expect(text).toContain('Not inspected');
  expect(text).toContain(`Left Side — Load Rollers ${open.join(', ')}`);
  expect(text).toMatch(/Inspection Lock On, /);
  await test.info().attach('report.docx', { body: bytes });
});

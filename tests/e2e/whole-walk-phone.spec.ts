import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { chooseMachine, firstRow, openFirstTooth, syncedDevice } from './bucket-fixture.ts';
import { navigateInApp, queryRows, serviceWorkerReady } from './helpers.ts';
import { shifts, watchShifts } from './layout-shifts.ts';
import { expectInView, typeInto } from './phone.ts';

// One whole inspection walked as a new inspector would, on a 360 × 740 phone with
// touch, in one flow. An undercarriage inspection started from Home: Operation refuses "2o261" (and BACK asks before
// leaving it), the left side in full, the right side in part and offline, review, submit and the Word report; then a
// bucket inspection of the same machine on the same phone. Every expected wear is written from the spec's formula,
// wear % = (worn − baseline) ÷ limit × 100 (recording spec §5), on the seeded part's own baseline and limit.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
test.setTimeout(300_000);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Taps a link of the screen by the start of its name and waits for the screen it opens. */
async function open(page: Page, link: string, screen: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(`^${link}`) })
    .first()
    .tap();
  await expect(heading(page, screen)).toBeVisible();
}

/**
 * MARK AS COMPLETE, and the screen it goes back to; with `entry`, until that screen shows it Completed: its lines are
 * drawn again with the new result, and a tap before then could land where a link was.
 */
async function complete(page: Page, back: string, entry?: Locator): Promise<void> {
  await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
  await expect(heading(page, back)).toBeVisible();
  if (entry) await expect(entry).toContainText('Completed');
}

/** An item of a side's menu, by its section's list and the start of its name. */
const sideItem = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('link', { name: new RegExp(`^${name}`) });

/** A worn length at `fraction` of the allowance, to one decimal, and its wear % written from the formula. */
function wornAt(dimension: { baseline: number; limit: number }, fraction: number) {
  const worn = Math.round((dimension.baseline + dimension.limit * fraction) * 10) / 10;
  const wear = ((worn - dimension.baseline) / dimension.limit) * 100;
  return { worn: String(worn), wear: `${wear.toFixed(1)} %` };
}

/** The words of the Word report's body, tags taken out. */
function reportText(bytes: Buffer): string {
  return strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml'] as Uint8Array)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

test('a whole inspection walked on a phone: what the screens show is what is recorded', async ({
  page,
  context,
}) => {
  await syncedDevice(page);
  await serviceWorkerReady(page);
  // A machine with a left side that has load rollers and a bucket with teeth, as in the walk.
  const [machine, assetId, left, bucket] = await firstRow(
    page,
    `SELECT a.name, a.id, s.externalId, b.externalId FROM assets a
       JOIN equipments s ON s.assetId = a.id AND s.name = 'Left Side'
       JOIN equipments b ON b.assetId = a.id AND b.equipmentCategory = 'Bucket'
      WHERE EXISTS (SELECT 1 FROM equipmentParts ep WHERE ep.externalEquipmentId = s.externalId AND ep."group" = 'Load Rollers')
      ORDER BY a.name LIMIT 1`,
  );
  const dimensions = new Map(
    (
      await queryRows(
        page,
        `SELECT i.identifier, d.baselineValue, d."limit" FROM partDimensions d
           JOIN observableItems i ON i.id = d.observableItemId
          WHERE d.partId IN (SELECT partId FROM equipmentParts WHERE externalEquipmentId IN ('${left}', '${bucket}'))`,
      )
    ).map(([identifier, baseline, limit]) => [
      identifier ?? '',
      { baseline: Number(baseline), limit: Number(limit) },
    ]),
  );
  const dimension = (identifier: string) => {
    const found = dimensions.get(identifier);
    if (!found) throw new Error(`No dimension for ${identifier}`);
    return found;
  };
  const [lastHours] = await firstRow(
    page,
    `SELECT max(CAST(o.value AS INTEGER)) FROM observations o
       JOIN inspectionCategoryTypes c ON c.externalId = o.categoryTypeExternalId
       JOIN inspections i ON i.externalId = c.inspectionExternalId
      WHERE i.assetId = ${assetId} AND o.observableItem = 'Operation.TotalMachineHours'`,
  );
  const hours = String(Number(lastHours) + 721);
  let inspection = '';

  await test.step('start an undercarriage inspection from Home', async () => {
    await page.goto('/');
    await expect(heading(page, 'Inspections')).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).tap();
    await page.getByRole('link', { name: 'NEW INSPECTION' }).tap();
    inspection = await chooseMachine(page, machine ?? '');
    await expect(heading(page, machine ?? '')).toBeVisible();
  });

  await test.step('Lock On: answering YES moves nothing', async () => {
    await open(page, 'Lock On', 'Lock On');
    await watchShifts(page);
    for (const question of ['Is the machine locked on?', 'Has the customer been notified?'])
      await page.getByRole('group', { name: question }).getByRole('radio', { name: 'YES' }).tap();
    await expect(page.getByText('✓ saved').first()).toBeVisible();
    expect(await shifts(page), 'layout shifts from answering YES').toEqual([]);
    await complete(page, machine ?? '', page.getByRole('link', { name: /^Lock On/ }));
  });

  await test.step('Operation: "2o261" blocks MARK AS COMPLETE, naming it; BACK asks; corrected, it completes', async () => {
    await open(page, 'Operation', 'Operation');
    const total = page.getByLabel('Total Machine Hours');
    await total.tap();
    await total.fill('2o261');
    await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Not marked complete' })).toHaveText(
      'Not marked complete: Total Machine Hours shows a value that is not recorded. Correct or clear it first.',
    );
    await expect(heading(page, 'Operation')).toBeVisible();

    // The header's BACK asks as DONE does; Cancel keeps the screen and what was typed.
    const ask = page.getByRole('dialog', { name: 'Not recorded' });
    await page.getByRole('button', { name: 'BACK', exact: true }).tap();
    await expect(ask).toContainText(
      'Total Machine Hours shows a value that is not recorded: leave without it?',
    );
    await ask.getByRole('button', { name: 'Cancel' }).tap();
    await expect(ask).toHaveCount(0);
    await expect(heading(page, 'Operation')).toBeVisible();
    await expect(total).toHaveValue('2o261');
    // So does the browser's (Android's) back gesture.
    await page.evaluate(() => history.back());
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).tap();
    await expect(heading(page, 'Operation')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/inspections/${inspection}/asset/operating-hours$`));
    await expect(total).toHaveValue('2o261');

    await total.tap();
    await total.fill(hours);
    await expect(page.getByRole('alert').filter({ hasText: 'Not marked complete' })).toHaveCount(0);
    await complete(page, machine ?? '', page.getByRole('link', { name: /^Operation/ }));
  });

  await test.step('the left side in full, each result in view as it is typed', async () => {
    await open(page, 'Undercarriage', 'Undercarriage');
    await open(page, 'Left Side', 'Left Side');

    await open(page, 'Side Frame', 'Side Frame');
    await page.getByLabel('Comments').fill('Frame clean, no cracks at the welds.');
    await complete(page, 'Left Side', sideItem(page, 'Photos', 'Side Frame'));

    // Pitch extension: the tape at 55 % of the allowance per shoe, the gauge at 80 %: the gauge counts.
    await open(page, 'Pitch Extension', 'Pitch Extension');
    const shoesOptions = await page.getByLabel('Number of Shoes', { exact: true }).locator('option').count();
    const shoes = shoesOptions - 1;
    await page.getByLabel('Number of Shoes', { exact: true }).selectOption(String(shoes));
    const tapeDim = dimension('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.WornLength');
    const perShoe = wornAt(tapeDim, 0.55);
    const total = (Number(perShoe.worn) * shoes).toFixed(1);
    const measurement = page.getByLabel('Measurement (mm)');
    await typeInto(measurement, total);
    const tape = page.getByRole('status', { name: 'Tape measure result' });
    await expect(tape).toContainText('Monitor / Maintenance');
    await expectInView(page, tape, 'tape measure result');
    const gauge = wornAt(dimension('Undercarriage.Left.Shoes.PitchExtension.PitchGauge.WornLength'), 0.8);
    const reading = page.getByLabel('Reading (mm)');
    await typeInto(reading, gauge.worn);
    await reading.press('Enter');
    await expect(reading).toHaveValue('');
    const gaugeResult = page.getByRole('status', { name: 'Pitch gauge result' });
    await expect(gaugeResult).toContainText(gauge.wear);
    await expect(gaugeResult).toContainText('Schedule Changeout');
    await expectInView(page, gaugeResult, 'pitch gauge result');
    await expect(page.getByTestId('governing-note')).toContainText('Pitch gauge counts:');
    await complete(page, 'Left Side', sideItem(page, 'Shoes', 'Pitch Extension'));

    // The roller path past 100 %: since when, and never a date still ahead for 100 %.
    await open(page, 'Roller Path', 'Shoes Roller Path');
    const past = wornAt(dimension('Undercarriage.Left.Shoes.RollerPath.WornLength'), 1.1);
    await typeInto(page.getByLabel('Worn Length (mm)'), past.worn);
    const panel = page.getByRole('region', { name: 'Measure and judge' });
    const banner = panel.locator('.action-banner');
    await expect(banner).toContainText(past.wear);
    await expect(banner).toContainText('Changeout Immediately');
    await expectInView(page, banner, 'roller path result');
    await expect(panel).toContainText('Past 100 % since');
    await expect(panel).not.toContainText('100 % at');
    await complete(page, 'Left Side', sideItem(page, 'Shoes', 'Roller Path'));

    for (const [link, screen, identifier] of [
      ['Drive Lug', 'Shoes Drive Lug', 'Undercarriage.Left.Shoes.DriveLug.WornLength'],
      ['Roller Path', 'Drive Tumbler Roller Path', 'Undercarriage.Left.DriveTumbler.RollerPath.WornLength'],
      ['Drive Lug', 'Drive Tumbler Drive Lug', 'Undercarriage.Left.DriveTumbler.DriveLug.WornLength'],
    ] as const) {
      const list = screen.startsWith('Drive Tumbler') ? 'Drive Tumbler' : 'Shoes';
      await sideItem(page, list, link).tap();
      await expect(heading(page, screen)).toBeVisible();
      const worn = wornAt(dimension(identifier), 0.5);
      await typeInto(page.getByLabel('Worn Length (mm)'), worn.worn);
      const result = page.getByRole('region', { name: 'Measure and judge' }).locator('.action-banner');
      await expect(result).toContainText(worn.wear);
      await expectInView(page, result, `${screen} result`);
      await complete(page, 'Left Side', sideItem(page, list, link));
    }

    await open(page, 'Engagement', 'Engagement');
    await complete(page, 'Left Side', sideItem(page, 'Drive Tumbler', 'Engagement'));
    // The idler completed as shown: Good is recorded.
    await open(page, 'Front', 'Front Idler');
    await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
    await complete(page, 'Left Side', sideItem(page, 'Idler', 'Front'));
  });

  await test.step('load rollers: a Changeout shows its action in the list; completed in part, it asks', async () => {
    await open(page, 'Load Rollers', 'Load Rollers');
    await open(page, 'Position 1', 'Load Rollers · Position 1');
    await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
    await page.getByRole('button', { name: 'COMPLETE', exact: true }).tap();
    await expect(heading(page, 'Load Rollers')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Position 1/ })).toContainText('Completed');
    await open(page, 'Position 2', 'Load Rollers · Position 2');
    await page.getByRole('radio', { name: 'Changeout' }).tap();
    await expect(page.getByRole('radio', { name: 'Changeout' })).toBeChecked();
    await page.getByRole('button', { name: 'COMPLETE', exact: true }).tap();
    await expect(heading(page, 'Load Rollers')).toBeVisible();
    const second = page.getByRole('link', { name: /^Position 2/ });
    await expect(second).toContainText('Changeout Immediately');
    await expect(page.getByRole('link', { name: /^Position 1/ })).not.toContainText('Changeout');

    const positions = await page.getByRole('list', { name: 'Positions' }).getByRole('link').count();
    const open3 = Array.from({ length: positions - 2 }, (_, i) => `Position ${i + 3}`);
    const named = `${open3.slice(0, -1).join(', ')} and ${open3.at(-1) ?? ''}`;
    // The list says what it still waits on before anything is asked (and has its new lines before the tap).
    await expect(page.getByTestId('still-missing')).toHaveText(`Not done yet: ${named}.`);
    await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
    const ask = page.getByRole('dialog', { name: 'Not everything is done' });
    await expect(ask).toContainText(
      `Not done yet (${open3.length} of ${positions}): ${named}. Mark Load Rollers as complete anyway?`,
    );
    await ask.getByRole('button', { name: 'Complete anyway' }).tap();
    await expect(heading(page, 'Left Side')).toBeVisible();
    const rollers = page.getByRole('link', { name: /^Load Rollers/ });
    await expect(rollers).toContainText('Changeout Immediately');
    await expect(rollers).toContainText('Completed');

    await open(page, 'Return Rollers', 'Return Rollers');
    const returns = await page.getByRole('list', { name: 'Positions' }).getByRole('link').count();
    for (let n = 1; n <= returns; n += 1) {
      await open(page, `Position ${n}`, `Return Rollers · Position ${n}`);
      await page.getByRole('button', { name: 'COMPLETE', exact: true }).tap();
      await expect(heading(page, 'Return Rollers')).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^Position ${n}`) })).toContainText('Completed');
    }
    await expect(page.getByTestId('still-missing')).toHaveText(
      'All done. Press MARK AS COMPLETE to complete Return Rollers.',
    );
    await complete(page, 'Left Side', sideItem(page, 'Roller Assemblies', 'Return Rollers'));
  });

  await test.step('offline mid-walk: the banner moves nothing; part of the right side', async () => {
    await page.getByRole('button', { name: 'BACK', exact: true }).tap();
    await expect(heading(page, 'Undercarriage')).toBeVisible();
    // The sides as they were read before the left side's readings come first, then with its result (Changeout
    // Immediately: the roller path's 110 %): its line grows, and a tap aimed at Right Side before then opened the
    // Left Side (CI, 2026-12-05)
    await expect(
      page.getByRole('list', { name: 'Sides' }).getByRole('link', { name: /^Left Side/ }),
    ).toContainText('Changeout Immediately');
    await open(page, 'Right Side', 'Right Side');
    await watchShifts(page);
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Offline · kept on this device');
    expect(await shifts(page), 'layout shifts from the offline banner').toEqual([]);
    await open(page, 'Side Frame', 'Side Frame');
    await page.getByLabel('Comments').fill('Recorded with no signal.');
    await complete(page, 'Right Side', sideItem(page, 'Photos', 'Side Frame'));
    await open(page, 'Front', 'Front Idler');
    await complete(page, 'Right Side', sideItem(page, 'Idler', 'Front'));
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  await test.step('Lock Off and the summary', async () => {
    await navigateInApp(page, `/inspections/${inspection}`);
    await expect(heading(page, machine ?? '')).toBeVisible();
    await open(page, 'Lock Off', 'Lock Off');
    for (const question of ['Is the machine locked off?', 'Has the customer been notified?'])
      await page.getByRole('group', { name: question }).getByRole('radio', { name: 'YES' }).tap();
    await complete(page, machine ?? '', page.getByRole('link', { name: /^Lock Off/ }));
    await open(page, 'Inspection Summary', 'Inspection Summary');
    await page.getByLabel('Executive summary').fill('Left roller path past its limit; changeout needed.');
    await complete(page, machine ?? '', page.getByRole('link', { name: /^Inspection Summary/ }));
  });

  await test.step('review opens on the worst finding; the defaults are shown as recorded', async () => {
    await page.getByRole('link', { name: 'REVIEW AND SUBMIT' }).tap();
    await expect(heading(page, 'Review')).toBeVisible();
    const worst = page.locator('.condition-table').locator('tbody').first();
    const first = worst.getByRole('columnheader').first();
    await expect(first).toHaveText('Changeout Immediately');
    await expect(worst).toContainText('Shoes — Roller Path');
    await expect(worst).toContainText('Load Rollers — Position 2');
    const box = await first.boundingBox();
    expect(
      (box?.y ?? 740) + (box?.height ?? 0),
      'the worst finding in the first screenful',
    ).toBeLessThanOrEqual(740);
    await expect(page.locator('.measure-item', { hasText: 'Load Rollers — Position 1' })).toContainText(
      'Good',
    );
    await expect(page.locator('.measure-item', { hasText: 'Front Idler' }).first()).toContainText('Good');
  });

  await test.step('submit; the completed page and the Word report list what was not inspected', async () => {
    await page.getByRole('link', { name: 'SUBMIT', exact: true }).tap();
    await page
      .getByRole('dialog', { name: 'Submit with sections not complete?' })
      .getByRole('button', { name: 'Submit anyway' })
      .tap();
    await expect(heading(page, 'Completed inspection')).toBeVisible({ timeout: 60_000 });
    const notInspected = page.getByRole('region', { name: 'Not inspected' });
    await expect(
      notInspected.getByRole('listitem').filter({ hasText: 'Left Side — Load Rollers:' }),
    ).toHaveText(/Position 3/);
    await expect(notInspected.getByRole('listitem').filter({ hasText: /^Right Side:/ })).toContainText(
      'Pitch Extension',
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).tap();
    const bytes = readFileSync(await (await downloading).path());
    await test.info().attach('whole-walk.docx', { body: bytes });
    const text = reportText(bytes);
    expect(text).toContain('Not inspected');
    expect(text).toContain('Left Side — Load Rollers Position 3');
    expect(text).toContain('Changeout Immediately');
    expect(text).toContain('Shoes — Roller Path');
    expect(text).toMatch(/Load Rollers — Position 1 .*?Good/);
  });

  await test.step('a bucket inspection on the same phone: a tooth, its defaulted condition, what was left', async () => {
    await navigateInApp(page, '/new-inspection');
    const second = await chooseMachine(page, machine ?? '');
    await open(page, 'Bucket', 'Bucket');
    await openFirstTooth(page, second, bucket ?? '');
    await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Same parts' })).toBeChecked();
    const tooth = wornAt(dimension('Bucket.GroundEngagingTools.Teeth.Part.WornLength'), 0.3);
    await typeInto(page.getByLabel('Worn Length (mm)'), tooth.worn);
    const result = page.getByRole('region', { name: 'Measure and judge' }).locator('.action-banner');
    await expect(result).toContainText(tooth.wear);
    await expect(result).toContainText('No Action');
    await expectInView(page, result, 'tooth result');
    // A tooth is done once measured: DONE goes back to the teeth, whose summary shows the condition recorded.
    await page.getByRole('button', { name: 'DONE', exact: true }).tap();
    await expect(heading(page, 'Teeth')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Position 1/ })).toContainText(tooth.wear);
    await open(page, 'Teeth summary', 'Teeth Summary');
    const firstPosition = page.getByRole('table', { name: 'Positions' }).locator('tbody tr').first();
    await expect(firstPosition.getByRole('rowheader')).toHaveText('1');
    await expect(firstPosition.getByRole('cell').last()).toHaveText('Good');
    await page.getByRole('button', { name: 'BACK', exact: true }).tap();
    await expect(heading(page, 'Teeth')).toBeVisible();
    // The other teeth are left: completing the list asks, naming them, and records it.
    await page.getByRole('button', { name: 'MARK AS COMPLETE' }).tap();
    const ask = page.getByRole('dialog', { name: 'Not everything is done' });
    await expect(ask).toContainText('Position 2');
    await ask.getByRole('button', { name: 'Complete anyway' }).tap();
    await expect(heading(page, 'Teeth')).toHaveCount(0);

    await navigateInApp(page, `/inspections/${second}/review`);
    await expect(heading(page, 'Review')).toBeVisible();
    await expect(page.locator('.measure-item', { hasText: 'Teeth — Position 1' })).toContainText('Good');
    await page.getByRole('link', { name: 'SUBMIT', exact: true }).tap();
    await page
      .getByRole('dialog', { name: 'Submit with sections not complete?' })
      .getByRole('button', { name: 'Submit anyway' })
      .tap();
    await expect(heading(page, 'Completed inspection')).toBeVisible({ timeout: 60_000 });
    const notInspected = page.getByRole('region', { name: 'Not inspected' });
    // The teeth completed anyway are named, not read as all seen.
    await expect(notInspected.getByRole('listitem').filter({ hasText: 'Bucket — Teeth:' })).toContainText(
      'Position 2',
    );
    await expect(notInspected).toContainText('Lock On');
    // The teeth's Condition and Changeout left as shown (Good, Same parts) are recorded with the completed list.
    const teeth = page.locator('.measure-item', { hasText: 'Teeth — All positions' });
    await expect(teeth).toContainText('Good');
    await expect(page.getByText('Same parts', { exact: true })).toBeVisible();
  });
});

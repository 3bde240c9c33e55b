import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueId } from '../../src/rules/index.ts';
import {
  firstRow,
  machineWithBucket,
  openFirstTooth,
  startInspection,
  syncedDevice,
} from './bucket-fixture.ts';
import { expect, test } from './device.ts';
import { navigateInApp, queryRows } from './helpers.ts';
import { openUndercarriage, seedUndercarriage } from './undercarriage-fixture.ts';
import { localToken } from './tokens.ts';

// Decision 0054: a keyboard gauge (USB or Bluetooth HID) types the digits and Enter. With the first reading's field opened,
// the inspector measures the whole side without a tap: each reading is saved and the next empty one of the side takes
// the focus, on its own screen. On the demo fleet (src/server/seed/part-types.ts, thresholds 0 / 50 / 75 / 100 %:
// No Action, Monitor / Maintenance, Schedule Changeout, Changeout Immediately):
// - roller path: baseline 58 mm, limit -24 mm: 46 mm is (46 - 58) / -24 = 50 % (Monitor / Maintenance);
//   200 mm would be (200 - 58) / -24 = -592 %, below 0 %: refused;
// - drive lug: 92 / -30: 42.5 mm is 165 %, kept but past the 150 % warning (Changeout Immediately): asked once;
// - tumbler roller path: 44 / -18: 39.5 mm is 25 % (No Action); tumbler drive lug: 78 / -26: 58.5 mm is 75 %
//   (Schedule Changeout);
// - pitch: baseline the model's pitch P, limit L = round(0.03 P): a gauge reading of P + L / 2 is 50 %.

test.setTimeout(240_000);

const ACTION = { NoAction: 1, MonitorMaintenance: 3, ScheduleChangeout: 4, ChangeoutImmediately: 5 } as const;

interface ServerObservation {
  observableItemId: number;
  value: string | null;
  actionTypeId: number | null;
  categoryTypeId: number;
}

async function serverObservations(
  request: APIRequestContext,
  inspection: string,
): Promise<ServerObservation[]> {
  const auth = { authorization: `Bearer ${localToken()}` };
  const body = await (await request.get('/api/admin/v1/inspection/sync', { headers: auth })).json();
  const items = body.syncItems as {
    inspectionCategoryTypes: { id: number; inspectionExternalId: string }[];
    observations: ServerObservation[];
  };
  const categories = new Set(
    items.inspectionCategoryTypes.filter((c) => c.inspectionExternalId === inspection).map((c) => c.id),
  );
  return items.observations.filter((o) => categories.has(o.categoryTypeId));
}

const where = (page: Page) => page.getByTestId('run-where');
const result = (page: Page) => page.getByTestId('run-result');

/** A keyboard gauge: the digits, then Enter. */
async function gauge(page: Page, reading: string): Promise<void> {
  await page.keyboard.type(reading);
  await page.keyboard.press('Enter');
}

test('a keyboard gauge measures a whole side with no tap, each reading on the server with its judgement', async ({
  page,
  request,
}) => {
  await syncedDevice(page);
  // A machine whose left side has a track shoe with its pitch dimension, and a drive tumbler (every demo model shows
  // the tumbler's roller path: a HEX by its type, an ERS by its flag).
  const [machine, pitch, limit] = await firstRow(
    page,
    `SELECT a.name, d.baselineValue, d."limit" FROM assets a
       JOIN equipments s ON s.assetId = a.id AND s.name = 'Left Side'
       JOIN equipmentParts ep ON ep.externalEquipmentId = s.externalId
       JOIN partDimensions d ON d.partId = ep.partId
       JOIN observableItems i ON i.id = d.observableItemId
        AND i.identifier = 'Undercarriage.Left.Shoes.PitchExtension.PitchGauge.WornLength'
      WHERE EXISTS (SELECT 1 FROM equipmentParts t JOIN parts p ON p.id = t.partId
                     WHERE t.externalEquipmentId = s.externalId AND p.name LIKE '%Tumbler%')
      ORDER BY a.name LIMIT 1`,
  );
  const pitchReading = String(Number(pitch) + Number(limit) / 2);
  const inspection = await startInspection(page, machine ?? '');
  const side = `/inspections/${inspection}/undercarriage/left`;
  await navigateInApp(page, `${side}/shoes/pitch-extension`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Extension' })).toBeVisible();
  // The tape measure's number of shoes is a choice, not a reading: chosen before the run.
  await page.getByLabel('Number of Shoes', { exact: true }).selectOption('2');
  await expect(page.getByText('✓ saved').first()).toBeVisible();

  // Opening the first field is the one tap; from here on, only the gauge's keys.
  await page.getByLabel('Reading (mm)').click();
  await expect(where(page)).toHaveText('1 of 6: Pitch Extension — pitch gauge');
  await gauge(page, pitchReading);
  // The pitch gauge takes several readings: its field stays, emptied, for the next; Enter on it empty goes on.
  await expect(page.getByLabel('Reading (mm)')).toHaveValue('');
  await expect(page.getByLabel('Reading (mm)')).toBeFocused();
  const gaugeResult = page.getByRole('status', { name: 'Pitch gauge result' });
  await expect(gaugeResult).toContainText('50.0 %');
  await expect(gaugeResult).toContainText('Monitor / Maintenance');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Measurement (mm)')).toBeFocused();
  // Two shoes of P + L / 2 each: 50 % too
  await gauge(page, String(2 * Number(pitchReading)));

  // The next empty reading is on the next screen: it opens with its field in focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Roller Path' })).toBeVisible();
  const wornLength = page.getByLabel('Worn Length (mm)');
  await expect(wornLength).toBeFocused();
  await expect(where(page)).toHaveText('3 of 6: Shoes Roller Path');

  // A refused reading stops the run on its field with its message.
  await gauge(page, '200');
  await expect(wornLength).toBeFocused();
  await expect(page.getByText('Below 0 % wear', { exact: false }).first()).toBeVisible();
  await expect(result(page)).toContainText('Below 0 % wear');
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Roller Path' })).toBeVisible();
  // Corrected with the keyboard alone, it goes on.
  await page.keyboard.press('Control+A');
  await gauge(page, '46');
  const readings: [string, string, keyof typeof ACTION][] = [
    ['Undercarriage.Left.Shoes.RollerPath.WornLength', '46', 'MonitorMaintenance'],
  ];
  const next: [string, string, string, keyof typeof ACTION][] = [
    [
      'Drive Tumbler Roller Path',
      'Undercarriage.Left.DriveTumbler.RollerPath.WornLength',
      '39.5',
      'NoAction',
    ],
    [
      'Drive Tumbler Drive Lug',
      'Undercarriage.Left.DriveTumbler.DriveLug.WornLength',
      '58.5',
      'ScheduleChangeout',
    ],
  ];
  for (const [heading, identifier, value, action] of next) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
    await gauge(page, value);
    readings.push([identifier, value, action]);
  }
  // A reading past the warning is kept and asks once: the run waits on it, Enter again goes on.
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Drive Lug' })).toBeVisible();
  await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
  await gauge(page, '42.5');
  await expect(result(page)).toContainText('Above 150 % wear: well past the wear limit');
  await expect(result(page)).toContainText('Press Enter again');
  await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
  await page.keyboard.press('Enter');
  readings.push(['Undercarriage.Left.Shoes.DriveLug.WornLength', '42.5', 'ChangeoutImmediately']);
  await expect(where(page)).toHaveText('Every reading of this side is taken.');
  await expect(result(page)).toContainText('Shoes Drive Lug');
  await expect(result(page)).toContainText('165.0 %');
  await expect(result(page)).toContainText('Changeout Immediately');

  // Submitted, each reading reaches the server with the action of the one judgement (stamped on submit: decision 0023).
  await navigateInApp(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });
  const expected = [
    ['Undercarriage.Left.Shoes.PitchExtension.PitchGauge.Readings', pitchReading, null],
    [
      'Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Measurement',
      String(2 * Number(pitchReading)),
      null,
    ],
    ...readings.map(([identifier, value, action]) => [identifier, value, ACTION[action]] as const),
  ] as const;
  await expect
    .poll(
      async () => {
        const rows = await serverObservations(request, inspection);
        return expected.map(([identifier, value]) => {
          const row = rows.find((r) => r.observableItemId === catalogueId(identifier) && r.value === value);
          return row ? [identifier, row.value, row.actionTypeId] : [identifier, 'missing', null];
        });
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toEqual(expected.map(([identifier, value, action]) => [identifier, value, action]));
});

// A gauge sends its readings as fast as the inspector presses: the next one can be typed before the last one's save
// has answered. Each is kept (356, 357.5 and 356.5 average 356.67 mm: SH07's pitch 355, limit 11, is 15.2 % worn),
// and none is emptied from the box by the save of the one before, which made its Enter skip on past the gauge.
test('a gauge’s pitch readings sent back to back are each kept, and the run stays on the gauge', async ({
  page,
}) => {
  await seedUndercarriage(page);
  await openUndercarriage(page, '/left/shoes/pitch-extension', 'Pitch Extension');
  const reading = page.getByLabel('Reading (mm)');
  await reading.click();
  await expect(where(page)).toContainText('Pitch Extension — pitch gauge');
  await page.keyboard.type('356\n357.5\n356.5\n');
  await expect(page.getByRole('status', { name: 'Pitch gauge average' })).toHaveText(
    'Average: 356.67 mm (3 readings)',
  );
  await expect(page.getByRole('list', { name: 'Pitch gauge readings' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Extension' })).toBeVisible();
  await expect(reading).toBeFocused();
  await expect(reading).toHaveValue('');
  await expect(page.getByRole('status', { name: 'Pitch gauge result' })).toContainText('15.2 %');
});

/** SH07's pitch extension with 2 shoes chosen (the tape measure's number of shoes is a choice, not a reading). */
async function onPitchExtensionOfTwoShoes(page: Page): Promise<void> {
  await seedUndercarriage(page);
  await openUndercarriage(page, '/left/shoes/pitch-extension', 'Pitch Extension');
  await page.getByLabel('Number of Shoes', { exact: true }).selectOption('2');
  await expect(page.getByText('✓ saved').first()).toBeVisible();
}

/**
 * SH07's pitch extension with 2 shoes chosen, the pitch gauge's field in focus, and the device busy: a long read in
 * the worker, so a gauge reading's save answers after the keys typed next.
 */
async function onPitchGaugeWorkerBusy(page: Page, rows = 200_000): Promise<void> {
  await onPitchExtensionOfTwoShoes(page);
  await page.getByLabel('Reading (mm)').click();
  await expect(where(page)).toContainText('Pitch Extension — pitch gauge');
  await page.evaluate((n) => {
    const sql = `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ${n})
      SELECT count(*) FROM n`;
    void globalThis.inspectEngine?.runSql({ sql, allowWrites: false });
  }, rows);
}

// The gauge's reading is taken once its save answers, which on a busy device comes after Enter on its emptied box and
// the tape measure's reading: the bar then shows the tape measure's result (712 mm over 2 shoes is 356 mm a shoe,
// 9.1 % worn), not the gauge's, on the next screen it opened (it showed the gauge's, and never the tape measure's).
test('a tape measure read before the pitch gauge’s save answered shows its own result in the bar', async ({
  page,
}) => {
  await onPitchGaugeWorkerBusy(page);
  await page.keyboard.type('356\n\n712\n');
  await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
  await expect(result(page)).toContainText('Pitch Extension — tape measure');
  await expect(result(page)).toContainText('9.1 %');
});

// A gauge reading the worker refuses after the run went on (Enter on its emptied box, then the tape measure's reading
// and its Enter, the device busy): 300 mm takes SH07's pitch (355, limit 11) below 0 % wear. The run comes back to the
// gauge's field with the refusal and the text refused, and the tape measure's reading stays (712 mm over 2 shoes).
test('a pitch gauge reading refused after the run went on takes the focus back with its message', async ({
  page,
}) => {
  // Busy long enough for all the keys below to come first, on a loaded machine too (with 200,000 rows the refusal came
  // before 712 was typed in 1 run of 3, and the run brought the focus back before it)
  await onPitchGaugeWorkerBusy(page, 2_000_000);
  const reading = page.getByLabel('Reading (mm)');
  await page.keyboard.type('300\n\n712\n');
  const refusal = 'Reading not added: it would take the average wear out of the 0 to 250 % range.';
  await expect(result(page)).toContainText(refusal);
  await expect(page.getByRole('heading', { level: 1, name: 'Pitch Extension' })).toBeVisible();
  await expect(reading).toBeFocused();
  await expect(reading).toHaveValue('300');
  await expect(where(page)).toContainText('Pitch Extension — pitch gauge');
  await expect(page.getByLabel('Measurement (mm)')).toHaveValue('712');
  await expect(page.getByRole('status', { name: 'Tape measure result' })).toContainText('9.1 %');
  await expect(page.getByRole('list', { name: 'Pitch gauge readings' }).getByRole('listitem')).toHaveCount(0);
  // The refused text comes back selected: the gauge's next reading replaces it (not "300356"), is kept, and the run
  // stays on the gauge
  await expect
    .poll(() => reading.evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd]))
    .toEqual([0, 3]);
  await gauge(page, '356');
  await expect(page.getByRole('list', { name: 'Pitch gauge readings' }).getByRole('listitem')).toHaveCount(1);
  await expect(reading).toBeFocused();
  await expect(reading).toHaveValue('');
});

// Decision 0060: the bucket's wear parts are a run too, round the bucket as its menus list them: each tool type from
// position 1 (the seeded 5-tooth fitment: 5 teeth, 4 lip shrouds, 2 wing shrouds), then the wear plates, lip to cheeks,
// inner then outer (floor inner and outer, wrapper inner and outer, left and right cheek outer). Seeded dimensions
// (src/server/seed/part-types.ts), thresholds 0 / 50 / 75 / 100 %; wear = (reading - baseline) / limit:
// - tooth 540 / -210: 487.5 is 25 %, 435 is 50 %, 382.5 is 75 %, 456 is 40 %, 414 is 60 %; 600 is -28.6 %: refused;
// - lip shroud 310 / -120: 280 is 25 %, 250 is 50 %, 220 is 75 %, 262 is 40 %;
// - wing shroud 260 / -100: 210 is 50 %, 235 is 25 %;
// - floor plates (heavy) 75 / -60: 45 is 50 %, 60 is 25 %; the other plates 50 / -40: 30 is 50 %, 40 is 25 %,
//   20 is 75 %, 35 is 37.5 %.
test('a keyboard gauge measures a bucket’s wear parts with no tap, each reading on the server with its judgement', async ({
  page,
  request,
}) => {
  await syncedDevice(page);
  const { machine, bucket } = await machineWithBucket(page);
  const inspection = await startInspection(page, machine);
  await openFirstTooth(page, inspection, bucket);

  // Opening the first tooth's field is the one tap.
  await page.getByLabel('Worn Length (mm)').click();
  await expect(where(page)).toHaveText('1 of 17: Tooth 1 of 5');
  // A refused reading stops the run on its field; corrected with the keyboard alone, it goes on.
  await gauge(page, '600');
  await expect(result(page)).toContainText('Below 0 % wear');
  await expect(page.getByLabel('Worn Length (mm)')).toBeFocused();
  await page.keyboard.press('Control+A');

  const GET = 'Bucket.GroundEngagingTools';
  const PLATES = 'Bucket.WearKit.WearPlates';
  const walk: [heading: string, identifier: string, reading: string, action: keyof typeof ACTION][] = [
    ['Teeth · Position 1', `${GET}.Teeth.Part.WornLength`, '487.5', 'NoAction'],
    ['Teeth · Position 2', `${GET}.Teeth.Part.WornLength`, '435', 'MonitorMaintenance'],
    ['Teeth · Position 3', `${GET}.Teeth.Part.WornLength`, '382.5', 'ScheduleChangeout'],
    ['Teeth · Position 4', `${GET}.Teeth.Part.WornLength`, '456', 'NoAction'],
    ['Teeth · Position 5', `${GET}.Teeth.Part.WornLength`, '414', 'MonitorMaintenance'],
    ['Lip Shrouds · Position 1', `${GET}.LipShrouds.Part.WornLength`, '280', 'NoAction'],
    ['Lip Shrouds · Position 2', `${GET}.LipShrouds.Part.WornLength`, '250', 'MonitorMaintenance'],
    ['Lip Shrouds · Position 3', `${GET}.LipShrouds.Part.WornLength`, '220', 'ScheduleChangeout'],
    ['Lip Shrouds · Position 4', `${GET}.LipShrouds.Part.WornLength`, '262', 'NoAction'],
    ['Wing Shrouds · Position 1', `${GET}.WingShrouds.Part.WornLength`, '210', 'MonitorMaintenance'],
    ['Wing Shrouds · Position 1', `${GET}.WingShrouds.Part.WornLength`, '235', 'NoAction'],
    ['Wear Plates · Floor · Inner', `${PLATES}.Floor.Inner.Measurement`, '45', 'MonitorMaintenance'],
    ['Wear Plates · Floor · Outer', `${PLATES}.Floor.Outer.Measurement`, '60', 'NoAction'],
    ['Wear Plates · Wrapper · Inner', `${PLATES}.Wrapper.Inner.Measurement`, '30', 'MonitorMaintenance'],
    ['Wear Plates · Wrapper · Outer', `${PLATES}.Wrapper.Outer.Measurement`, '40', 'NoAction'],
    ['Wear Plates · Left Cheek · Outer', `${PLATES}.LeftCheek.Outer.Measurement`, '20', 'ScheduleChangeout'],
    ['Wear Plates · Right Cheek · Outer', `${PLATES}.RightCheek.Outer.Measurement`, '35', 'NoAction'],
  ];
  for (const [at, [heading, , reading]] of walk.entries()) {
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // Each reading's field takes the focus on arrival, its screen opened by the run (the first holds the refused
    // reading, selected, that the gauge's next one replaces)
    await expect(page.locator('input.numeric-input:focus')).toHaveValue(at === 0 ? '600' : '');
    await expect(where(page)).toContainText(`${at + 1} of 17: `);
    await gauge(page, reading);
  }
  await expect(where(page)).toHaveText('Every reading of this bucket is taken.');
  await expect(result(page)).toContainText('Right Cheek outer plate');
  await expect(result(page)).toContainText('No Action');

  // Submitted, each reading reaches the server with the action of the one judgement (stamped on submit: decision 0023).
  await navigateInApp(page, `/inspections/${inspection}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  await page.getByRole('link', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Submit with sections not complete?' })
    .getByRole('button', { name: 'Submit anyway' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Completed inspection' })).toBeVisible({
    timeout: 60_000,
  });
  const expected = walk.map(([, identifier, reading, action]) => [identifier, reading, ACTION[action]]);
  await expect
    .poll(
      async () => {
        const rows = await serverObservations(request, inspection);
        return walk.map(([, identifier, reading]) => {
          const row = rows.find((r) => r.observableItemId === catalogueId(identifier) && r.value === reading);
          return row ? [identifier, row.value, row.actionTypeId] : [identifier, 'missing', null];
        });
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toEqual(expected);
});

// Decision 0100: Enter on a reading whose next one is on another screen puts the focus in the run's holding field at
// once (its result shown), and the screen follows. A gauge's keys typed before that screen came are not lost: a
// reading ended there (46, the shoes' roller path) is taken by its field when it comes, and what is typed after it
// (3, the next reading begun) waits in the next field. All typed in one task, as a gauge on a busy device does.
test('readings typed before their screen came are taken by their fields, in order', async ({ page }) => {
  await onPitchExtensionOfTwoShoes(page);
  await page.getByLabel('Measurement (mm)').click();
  await expect(where(page)).toContainText('Pitch Extension — tape measure');
  const held = await page.evaluate(() => {
    const type = (text: string, enter: boolean) => {
      const box = document.activeElement;
      if (!(box instanceof HTMLInputElement)) throw new Error('no field in focus');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      if (enter)
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      return box.getAttribute('data-testid') ?? box.labels?.[0]?.textContent ?? '';
    };
    return [type('712', true), type('46', true), type('3', false)];
  });
  // The tape measure's own field, then twice the holding field: the roller path's screen had not come
  expect(held).toEqual(['Measurement (mm)', 'run-holding', 'run-holding']);
  await expect(page.getByLabel('Measurement (mm)')).toHaveCount(0);
  // 46 mm on SH07's shoes' roller path: taken there, the run gone on to the next reading with 3 typed in it
  await expect(result(page)).toContainText('Shoes Roller Path');
  const next = page.getByLabel('Worn Length (mm)');
  await expect(next).toBeFocused();
  await expect(next).toHaveValue('3');
  await expect(page.getByRole('heading', { level: 1, name: 'Shoes Roller Path' })).toHaveCount(0);
  await expect
    .poll(() =>
      queryRows(
        page,
        `SELECT observableItem, value FROM observations
          WHERE observableItem IN ('Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Measurement',
                                   'Undercarriage.Left.Shoes.RollerPath.WornLength')
          ORDER BY observableItem`,
      ),
    )
    .toEqual([
      ['Undercarriage.Left.Shoes.PitchExtension.TapeMeasure.Measurement', '712'],
      ['Undercarriage.Left.Shoes.RollerPath.WornLength', '46'],
    ]);
});

// A key sent to the holding field after its text went on to the reading's field (the measuring-run bench sends Enter to
// the element it typed into) follows the text there: the reading is taken, not passed by as an empty Enter.
test('Enter that reaches the holding field after its text went on is the reading’s Enter', async ({
  page,
}) => {
  await onPitchExtensionOfTwoShoes(page);
  await page.getByLabel('Measurement (mm)').click();
  await expect(where(page)).toContainText('Pitch Extension — tape measure');
  await page.evaluate(() => {
    const type = (box: Element | null, text: string) => {
      if (!(box instanceof HTMLInputElement)) throw new Error('no field in focus');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    const tape = document.activeElement;
    type(tape, '712');
    tape?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    type(document.activeElement, '46');
  });
  const wornLength = page.getByLabel('Worn Length (mm)');
  await expect(wornLength).toBeFocused();
  await expect(wornLength).toHaveValue('46');
  await page
    .getByTestId('run-holding')
    .dispatchEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  await expect(result(page)).toContainText('Shoes Roller Path');
  await expect
    .poll(() =>
      queryRows(
        page,
        `SELECT value FROM observations WHERE observableItem = 'Undercarriage.Left.Shoes.RollerPath.WornLength'`,
      ),
    )
    .toEqual([['46']]);
});

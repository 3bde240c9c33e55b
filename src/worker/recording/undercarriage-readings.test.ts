import { describe, expect, it } from 'vitest';
import {
  gaugeReadingWritten,
  INCH_UNIT_ID,
  joinRunFacts,
  MM_UNIT_ID,
  PITCH_GAUGE_UNIT_ID,
  takenReadingJudgement,
} from '../../rules/index.ts';
import { judgedTargets } from './judged-targets.ts';
import { recordValue } from './record-value.ts';
import { measuringRunModel, type MeasuringRunModel } from './measuring-run-model.ts';
import { showLengthsIn } from '../length-unit.ts';
import { addPitchGaugeReading } from './undercarriage-save.ts';
import { current, PE, rejects, setup } from './undercarriage.fixture.ts';

// A side's reading as the worker writes it (a length in inches) and as the page judges it in a measuring run.

describe('a worn length typed in inches (decision 0053)', () => {
  const roller = 'Undercarriage.Left.Shoes.RollerPath.WornLength';
  const onLeft = { inspectionExternalId: current, target: { kind: 'side' as const, side: 'left' } };

  it('is recorded as typed with the inch unit id and judged as its exact millimetres', async () => {
    const { db } = await setup();
    await recordValue(db, { ...onLeft, identifier: roller, value: '1.5', unit: 'in' });
    const row = await db
      .selectFrom('observations')
      .select(['value', 'unitId'])
      .where('observableItem', '=', roller)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ value: '1.5', unitId: INCH_UNIT_ID });
    // 1.5 in = 38.1 mm; roller path new 58 mm, limit -24 mm: (38.1 − 58) / −24 × 100 = 82.916667 %
    const [target] = await judgedTargets(db, current);
    const now = target?.governing?.judgement.now;
    expect(now?.ok && now.measurement).toBe(38.1);
    expect(now?.ok && now.wearPercent).toBe(82.916667);
    // The same length in millimetres replaces it, with the millimetre's unit id, and judges the same.
    await recordValue(db, { ...onLeft, identifier: roller, value: '38.1', unit: 'mm' });
    const again = await db
      .selectFrom('observations')
      .select(['value', 'unitId'])
      .where('observableItem', '=', roller)
      .executeTakeFirstOrThrow();
    expect(again).toEqual({ value: '38.1', unitId: MM_UNIT_ID });
    const [same] = await judgedTargets(db, current);
    expect(same).toEqual(target);
  });

  it('is range-checked in millimetres: 2.5 in (63.5 mm) is longer than the new 58 mm part', async () => {
    const { db } = await setup();
    await rejects(
      recordValue(db, { ...onLeft, identifier: roller, value: '2.5', unit: 'in' }),
      'Below 0 % wear: check the measurement',
    );
    // 2.2 in = 55.88 mm is kept
    await recordValue(db, { ...onLeft, identifier: roller, value: '2.2', unit: 'in' });
  });

  it('only a length takes a unit', async () => {
    const { db } = await setup();
    await rejects(
      recordValue(db, {
        ...onLeft,
        identifier: 'Undercarriage.Left.SideFrame.Comments',
        value: 'x',
        unit: 'in',
      }),
      'Only a length is measured in mm or inches',
    );
  });
});

describe('a measuring run’s reading judged on the page (decision 0076)', () => {
  const RP = 'Undercarriage.Left.Shoes.RollerPath';
  type Db = Awaited<ReturnType<typeof setup>>['db'];
  /** The left roller path's worn length as the measuring screen saves it. */
  const rollerPath = (db: Db, value: string, unit: 'mm' | 'in') =>
    recordValue(db, {
      inspectionExternalId: current,
      target: { kind: 'side', side: 'left' },
      identifier: `${RP}.WornLength`,
      value,
      unit,
    });
  // The run's facts made whole as the page makes them (decision 0107); asked without a held rest, it is sent
  const factsOf = (run: MeasuringRunModel) => {
    const joined = run.facts === null ? undefined : joinRunFacts(run.facts, undefined);
    if (joined === undefined) throw new Error('a side’s run gives its facts');
    return joined.facts;
  };
  const runOf = async (db: Db) => {
    const run = await measuringRunModel(db, current, 'left');
    return {
      facts: factsOf(run),
      judgementOf: (id: string) => run.readings.find((r) => r.identifier === id)?.judgement,
    };
  };

  it('writes its lengths in the inspector’s inches, on the page as the worker does', async () => {
    const { db } = await setup();
    showLengthsIn('in');
    try {
      const run = await measuringRunModel(db, current, 'left');
      expect(run.unit).toBe('in');
      // 46 mm typed: 1.811 in (46 / 25.4 to a thousandth), (46 - 58) / -24 = 50 % worn
      const page = takenReadingJudgement(
        factsOf(run),
        'Left',
        'uc:Left:Shoes.RollerPath',
        [{ identifier: `${RP}.WornLength`, value: '46', unitId: MM_UNIT_ID }],
        undefined,
        run.unit,
      );
      await rollerPath(db, '46', 'mm');
      expect(page?.finding).toBe('1.811 in · 50.0 %');
      expect(page).toEqual((await runOf(db)).judgementOf(`${RP}.WornLength`));
    } finally {
      showLengthsIn('site');
    }
  });

  it('comes to the judgement the worker gives once the worn length is saved, in mm and in inches', async () => {
    const { db, field } = await setup();
    // Roller path 58 mm, limit -24 mm: 46 mm is (46 - 58) / -24 = 50 % worn
    let { facts } = await runOf(db);
    const inMm = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.RollerPath', [
      { identifier: `${RP}.WornLength`, value: '46', unitId: MM_UNIT_ID },
    ]);
    await rollerPath(db, '46', 'mm');
    let worker = (await runOf(db)).judgementOf(`${RP}.WornLength`);
    expect(inMm?.finding).toContain('50.0 %');
    expect(inMm).toEqual(worker);

    // Measured again in inches over the stored one: 1.5 in is 38.1 mm, (38.1 - 58) / -24 = 82.9 %
    facts = (await runOf(db)).facts;
    const inInches = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.RollerPath', [
      { identifier: `${RP}.WornLength`, value: '1.5', unitId: INCH_UNIT_ID },
    ]);
    await field(`${RP}.WornLength`, null);
    await rollerPath(db, '1.5', 'in');
    worker = (await runOf(db)).judgementOf(`${RP}.WornLength`);
    expect(inInches?.finding).toContain('82.9 %');
    expect(inInches).toEqual(worker);
  });

  it('comes to the worker’s judgement of the pitch gauge from the average it recorded; a tape measure waits for the worker', async () => {
    const { db, where } = await setup();
    const { facts } = await runOf(db);
    const added = await addPitchGaugeReading(db, { ...where, value: '360.5' });
    if (!added.accepted) throw new Error('360.5 mm is in range');
    // One reading: its average 360.5 mm is (360.5 - 355) / 11 = 50 % worn, the pitch extension's result
    const page = takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.PitchExtension', [
      {
        identifier: `${PE}.PitchGauge.WornLength`,
        value: String(added.average),
        unitId: PITCH_GAUGE_UNIT_ID,
      },
    ]);
    const worker = (await runOf(db)).judgementOf(`${PE}.PitchGauge.Readings`);
    expect(page?.finding).toContain('50.0 %');
    expect(page).toEqual(worker);
    // The tape's worn length is worked out by the save from the number of shoes: not judged from what was typed
    expect(
      takenReadingJudgement(facts, 'Left', 'uc:Left:Shoes.PitchExtension', [
        { identifier: `${PE}.TapeMeasure.Measurement`, value: '721', unitId: MM_UNIT_ID },
      ]),
    ).toBeUndefined();
  });

  it('tells a pitch gauge reading’s average from the run’s facts as the worker then records it (decision 0101)', async () => {
    const { db, where } = await setup();
    await addPitchGaugeReading(db, { ...where, value: '356' });
    const { facts } = await runOf(db);
    const readings = `${PE}.PitchGauge.Readings`;
    // (356 + 357.5) / 2 = 356.75 mm
    const told = gaugeReadingWritten(facts, 'Left', readings, '357.5');
    expect(told).toEqual([
      { identifier: `${PE}.PitchGauge.WornLength`, value: '356.75', unitId: PITCH_GAUGE_UNIT_ID },
    ]);
    expect(await addPitchGaugeReading(db, { ...where, value: '357.5' })).toEqual({
      accepted: true,
      average: 356.75,
    });
    // (356 + 357.5 + 500) / 3 = 404.5 mm: (404.5 - 355) / 11 = 450 % worn, over 250 %: neither keeps it
    const later = (await runOf(db)).facts;
    expect(gaugeReadingWritten(later, 'Left', readings, '500')).toBeUndefined();
    expect(await addPitchGaugeReading(db, { ...where, value: '500' })).toEqual({ accepted: false });
  });
});

import { describe, expect, it } from 'vitest';
import { SYNC_LIST_NAMES } from '../../api/sync-lists.ts';
import { joinRunFacts, type HeldRunFacts } from '../../rules/index.ts';
import { inspectionFacts } from './judged-targets.ts';
import { keepFactsBetweenWrites } from './facts-memo.ts';
import { measuringRunModel } from './measuring-run-model.ts';
import { current, PE, setup } from './undercarriage.fixture.ts';

// Decision 0107: after a reading's save the run's read sends the inspection's readings, not the rest of the facts the
// page already holds; whatever the page holds, the facts it judges by are the ones a whole answer gives.

describe('the run’s facts: sent apart, and kept over a save', () => {
  it('leaves out the rest the page holds while only the inspection’s readings change, and sends it again when more does', async () => {
    const { db, serial, field } = await setup();
    keepFactsBetweenWrites(db, serial);
    const sent = async (held: HeldRunFacts | undefined, side = 'left') => {
      const facts = (await measuringRunModel(db, current, side, held?.key)).facts;
      if (facts === null) throw new Error('a side’s run gives its facts');
      return facts;
    };
    const whole = async () => {
      const joined = joinRunFacts(await sent(undefined), undefined);
      if (joined === undefined) throw new Error('a whole answer joins on its own');
      return joined;
    };

    const first = await whole();
    const again = await sent(first.held);
    expect(again.rest).toBeUndefined();
    expect(again.restKey).toBe(first.held.key);

    // A reading saved: its value is in what is sent, the rest still left out, and joined it is the whole answer
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '2');
    const afterSave = await sent(first.held);
    expect(afterSave.rest).toBeUndefined();
    expect(afterSave.inspection.observations.map((o) => [o.identifier, o.value])).toContainEqual([
      `${PE}.TapeMeasure.NumberOfShoes`,
      '2',
    ]);
    const joined = joinRunFacts(afterSave, first.held);
    expect(joined?.held).toBe(first.held);
    expect(joined?.facts).toEqual((await whole()).facts);

    // The other side's run has its own rest (its history is the side's readings)
    const right = await sent(first.held, 'right');
    expect(right.rest).toBeDefined();
    expect(right.restKey).not.toBe(first.held.key);

    // A dimension changed: the rest is read again, and sent with a new key
    await db.updateTable('partDimensions').set({ limit: 22 }).where('id', '=', 911).execute();
    const afterDimension = await sent(first.held);
    expect(afterDimension.restKey).not.toBe(first.held.key);
    expect(
      afterDimension.rest?.dimensions.find((d) => d.identifier === `${PE}.TapeMeasure.WornLength`)?.limit,
    ).toBe(22);
  });

  it('keeps the rest over a save when the outbox was read beside the facts (the facts do not come from it)', async () => {
    const { db, serial, field } = await setup();
    keepFactsBetweenWrites(db, serial);
    // What the screen reads beside the run after a save, again and again while the facts are read: what waits to
    // upload, and the sync's state
    let read = false;
    const beside = (async () => {
      while (!read) {
        await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .execute();
        await db.selectFrom('syncState').selectAll().execute();
      }
    })();
    const first = await measuringRunModel(db, current, 'left');
    read = true;
    await beside;
    const key = first.facts?.restKey;
    await field(`${PE}.TapeMeasure.NumberOfShoes`, '2');
    const after = await measuringRunModel(db, current, 'left', key);
    expect(after.facts?.rest).toBeUndefined();
    expect(after.facts?.restKey).toBe(key);
  });

  it('reads the facts from synced tables only, the ones the kept facts listen to', async () => {
    const { db, serial } = await setup();
    const { tables } = await serial.recordReads(() => inspectionFacts(db, current));
    expect(tables).toEqual(expect.arrayContaining(['observations', 'partDimensions', 'inspections']));
    const synced = new Set<string>(SYNC_LIST_NAMES);
    expect(tables.filter((table) => !synced.has(table))).toEqual([]);
  });

  it('sends the rest every time when the facts are not kept between writes (a transaction’s own read)', async () => {
    const { db } = await setup();
    const first = await measuringRunModel(db, current, 'left');
    const second = await measuringRunModel(db, current, 'left', first.facts?.restKey);
    expect(second.facts?.rest).toBeDefined();
  });
});

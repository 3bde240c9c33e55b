import { afterEach, describe, expect, it } from 'vitest';
import { INCH_UNIT_ID } from '../rules/index.ts';
import { openFleetDb } from './domain/fleet-db.fixture.ts';
import { FLEET } from './domain/fleet.fixture.ts';
import { startInspection } from './domain/inspection-start.ts';
import { lengthUnitOfInspection, showLengthsIn } from './length-unit.ts';
import { loadScope } from './recording/inspection-scope.ts';

// Decision 0071: the worker writes an inspection's lengths in its site's unit while the inspector follows the site.
describe('the unit of an inspection’s texts', () => {
  afterEach(() => showLengthsIn('site'));

  async function inspectionAtKarratha(siteUnitId: number | null) {
    const { kysely } = await openFleetDb();
    await kysely
      .updateTable('sites')
      .set({ lengthUnitId: siteUnitId })
      .where('id', '=', FLEET.sites.karratha)
      .execute();
    const { externalId } = await startInspection(
      kysely,
      { kind: 'machine', assetId: FLEET.assets.ex204 },
      'Ana',
    );
    const unit = async () => [
      (await loadScope(kysely, externalId)).lengthUnit,
      await lengthUnitOfInspection(kysely, externalId),
    ];
    return unit;
  }

  it('is the site’s inches under "Follow the site", and millimetres once the inspector chooses them', async () => {
    const unit = await inspectionAtKarratha(INCH_UNIT_ID);
    showLengthsIn('site');
    expect(await unit()).toEqual(['in', 'in']);
    showLengthsIn('mm');
    expect(await unit()).toEqual(['mm', 'mm']);
  });

  it('is millimetres at a site that names no unit, unless the inspector chooses inches', async () => {
    const unit = await inspectionAtKarratha(null);
    showLengthsIn('site');
    expect(await unit()).toEqual(['mm', 'mm']);
    showLengthsIn('in');
    expect(await unit()).toEqual(['in', 'in']);
  });
});

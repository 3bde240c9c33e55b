import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  addPitchGaugeReading as addReadingRule,
  tapeMeasureRange,
  notInspectedValue,
  parseDecimal,
  pitchGaugeAverage,
  storedTextInMm,
  PITCH_GAUGE_UNIT_ID,
  tapeMeasurePitchExtension,
  UNDERCARRIAGE_ITEMS,
  undercarriagePrefix,
  validateNumberOfShoes,
  validateWornLength,
  type CatalogueEntry,
  type WearDefinition,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import type { FieldSaved } from './basics-save.ts';
import { positionEntries, positionSummaries } from './undercarriage-models.ts';
import type { SideEquipment } from './undercarriage-scope.ts';
import { catalogueEntry, InspectionIdSchema, invalidValue, parseWrite, refused } from './write-checks.ts';
import { onlyPlace, openSide, placesOf, writeAt, type OnSide, type Place } from './write-target.ts';

// The undercarriage's rules (recording spec §4 and §5) for what is written on a side or a roller position: the tape
// measure's pitch extension and the pitch gauge's average are computed here, so the stored worn length always
// follows its inputs; and the item's MARK AS COMPLETE and the pitch gauge's readings.

type Trx = Transaction<Database>;

const SideSchema = v.pipe(v.string('Equipment not found'), v.maxLength(20, 'Equipment not found'));
const PartSchema = v.optional(
  v.pipe(v.string('Equipment part not found'), v.maxLength(64, 'Equipment part not found')),
);

const CompleteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  sideName: SideSchema,
  equipmentPartExternalId: PartSchema,
  itemKey: v.pipe(v.string('Page not found'), v.minLength(1, 'Page not found'), v.maxLength(200)),
});
export type UndercarriageComplete = v.InferInput<typeof CompleteSchema>;

const ReadingSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  sideName: SideSchema,
  value: v.pipe(v.string('Enter a value'), v.maxLength(200, 'Enter a value')),
});
export type PitchGaugeReadingAdd = v.InferInput<typeof ReadingSchema>;

const ReadingDeleteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  sideName: SideSchema,
  observationExternalId: v.pipe(
    v.string('Observation not found'),
    v.minLength(1, 'Observation not found'),
    v.maxLength(64, 'Observation not found'),
  ),
});

export type PitchGaugeReadingResult =
  { readonly accepted: true; readonly average: number } | { readonly accepted: false };

const endsWith = (identifier: string, suffix: string) => identifier.endsWith(`.${suffix}`);

/** A stored value, a length in millimetres whatever it was measured in (decision 0053). */
async function current(trx: Trx, at: OnSide, place: Place, identifier: string): Promise<string | null> {
  const row = await trx
    .selectFrom('observations')
    .select(['value', 'unitId'])
    .where('categoryTypeExternalId', '=', at.scope.categoryTypeExternalId)
    .where('observableItem', '=', identifier)
    .where('entityExternalId', '=', place.entityExternalId)
    .executeTakeFirst();
  return row?.value == null ? null : storedTextInMm(row.value, row.unitId);
}

/** The part dimension (baseline, limit) a worn length is judged against at this side, if the part has one. */
async function definitionOf(
  db: Kysely<Database> | Trx,
  side: SideEquipment,
  entry: CatalogueEntry,
): Promise<WearDefinition | undefined> {
  const row = await db
    .selectFrom('equipmentParts as ep')
    .innerJoin('partDimensions as d', 'd.partId', 'ep.partId')
    .select(['d.baselineValue', 'd.limit'])
    .where('ep.externalEquipmentId', '=', side.externalId)
    .where('d.observableItemId', '=', entry.id)
    .executeTakeFirst();
  return row ? { baselineValue: row.baselineValue, limit: row.limit } : undefined;
}

/** recording spec §5: tape measure pitch extension = measurement / number of shoes (2 decimals), kept in step. */
async function recomputeTapeMeasure(trx: Trx, at: OnSide, place: Place): Promise<void> {
  const prefix = `${undercarriagePrefix(at.side.side, { key: 'Shoes.PitchExtension' })}.TapeMeasure`;
  const result = tapeMeasurePitchExtension(
    await current(trx, at, place, `${prefix}.Measurement`),
    await current(trx, at, place, `${prefix}.NumberOfShoes`),
    at.undercarriage.flags.shoesPerSide,
  );
  const wornId = `${prefix}.WornLength`;
  if (!result.ok) {
    await writeAt(trx, at, place, wornId, null);
    return;
  }
  const range = tapeMeasureRange(result.value, await definitionOf(trx, at.side, catalogueEntry(wornId)));
  // recording spec §5 and §9: the alerts fail validation; nothing of this save is stored
  if (range.alert !== undefined) throw invalidValue(range.alert, wornId, 'BelowOrEqualZero');
  await writeAt(trx, at, place, wornId, String(result.value));
}

/** One value on a side or a position, after the checks: number of shoes, worn length, and the tape measure. */
export async function recordOnSide(
  trx: Trx,
  at: OnSide,
  place: Place,
  entry: CatalogueEntry,
  value: string | null,
  measured: { readonly unitId?: number } = {},
): Promise<FieldSaved> {
  const id = entry.identifier;
  if (value !== null && endsWith(id, 'NumberOfShoes')) {
    const shoes = validateNumberOfShoes(value, at.undercarriage.flags.shoesPerSide);
    if (!shoes.ok) throw invalidValue(shoes.message, id);
  }
  if (value !== null && endsWith(id, 'WornLength')) {
    // decision 0053: the range is checked in millimetres, whatever the length was typed in
    const mm = storedTextInMm(value, measured.unitId);
    const check = validateWornLength(mm, await definitionOf(trx, at.side, entry));
    if (!check.ok) throw invalidValue(check.message, id, check.code);
  }
  const saved = await writeAt(trx, at, place, id, value, measured);
  if (id.includes('.TapeMeasure.') && !endsWith(id, 'WornLength')) await recomputeTapeMeasure(trx, at, place);
  return { identifier: id, ...saved };
}

/**
 * recording spec §4 MARK AS COMPLETE / COMPLETE: the item's (or the position's) completed timestamp; a position list
 * also records, in the same transaction, the positions it was completed without, so the report knows.
 */
export async function markUndercarriageComplete(
  db: Kysely<Database>,
  input: UndercarriageComplete,
  nowIso = new Date().toISOString(),
): Promise<void> {
  const parsed = parseWrite(CompleteSchema, input);
  const position = parsed.equipmentPartExternalId !== undefined;
  await db.transaction().execute(async (trx) => {
    const at = await openSide(
      trx,
      parsed.inspectionExternalId,
      parsed.sideName,
      parsed.equipmentPartExternalId,
    );
    const base = undercarriagePrefix(at.side.side, { key: parsed.itemKey });
    const entry = catalogueEntry(position ? `${base}.Position.Completed` : `${base}.Completed`);
    const place = onlyPlace(await placesOf(trx, at, entry), entry.identifier);
    await writeAt(trx, at, place, entry.identifier, nowIso);
    const item = UNDERCARRIAGE_ITEMS.find((i) => i.key === parsed.itemKey);
    if (position || item?.positions !== true) return;
    const positions = await positionSummaries(trx, at.scope, at.side, item);
    await writeAt(trx, at, place, `${base}.NotInspected`, notInspectedValue(positionEntries(positions)));
  });
}

async function openPitchGauge(trx: Trx, inspectionExternalId: string, sideName: string) {
  const at = await openSide(trx, inspectionExternalId, sideName, undefined);
  const prefix = `${undercarriagePrefix(at.side.side, { key: 'Shoes.PitchExtension' })}.PitchGauge`;
  const entry = catalogueEntry(`${prefix}.Readings`);
  const place = onlyPlace(await placesOf(trx, at, entry), entry.identifier);
  return { at, entry, place, wornId: `${prefix}.WornLength` };
}

async function readingsOf(
  trx: Trx,
  at: OnSide,
  place: Place,
  identifier: string,
): Promise<{ externalId: string; value: number }[]> {
  const rows = await trx
    .selectFrom('observations')
    .select(['externalId', 'value'])
    .where('categoryTypeExternalId', '=', at.scope.categoryTypeExternalId)
    .where('observableItem', '=', identifier)
    .where('entityExternalId', '=', place.entityExternalId)
    .execute();
  return rows.flatMap((r) => {
    const value = parseDecimal(r.value);
    return value === undefined ? [] : [{ externalId: r.externalId, value }];
  });
}

/** recording spec §5 pitch gauge: a reading is kept (unit 15) unless the new average fails the range check. */
export async function addPitchGaugeReading(
  db: Kysely<Database>,
  input: PitchGaugeReadingAdd,
): Promise<PitchGaugeReadingResult> {
  const parsed = parseWrite(ReadingSchema, input);
  return db.transaction().execute(async (trx) => {
    const { at, entry, place, wornId } = await openPitchGauge(
      trx,
      parsed.inspectionExternalId,
      parsed.sideName,
    );
    const definition = await definitionOf(trx, at.side, catalogueEntry(wornId));
    if (!definition) throw refused('not-found', 'Equipment part not found', { identifier: wornId });
    const readings = await readingsOf(trx, at, place, entry.identifier);
    const result = addReadingRule(
      readings.map((r) => r.value),
      parsed.value,
      definition,
    );
    if (!result.ok) throw invalidValue(result.message, entry.identifier, result.code);
    if (!result.accepted) return { accepted: false };
    await writeAt(trx, at, place, entry.identifier, String(parseDecimal(parsed.value)), {
      unitId: PITCH_GAUGE_UNIT_ID,
    });
    await writeAt(trx, at, place, wornId, String(result.average), { unitId: PITCH_GAUGE_UNIT_ID });
    return { accepted: true, average: result.average };
  });
}

/** Removes one pitch gauge reading; the average follows ("No measurements" when none is left). */
export async function deletePitchGaugeReading(
  db: Kysely<Database>,
  input: v.InferInput<typeof ReadingDeleteSchema>,
): Promise<void> {
  const parsed = parseWrite(ReadingDeleteSchema, input);
  await db.transaction().execute(async (trx) => {
    const { at, entry, place, wornId } = await openPitchGauge(
      trx,
      parsed.inspectionExternalId,
      parsed.sideName,
    );
    const readings = await readingsOf(trx, at, place, entry.identifier);
    if (!readings.some((r) => r.externalId === parsed.observationExternalId))
      throw new EngineError('not-found', 'Observation not found');
    await writeAt(trx, at, place, entry.identifier, null, { externalId: parsed.observationExternalId });
    const rest = pitchGaugeAverage(
      readings.filter((r) => r.externalId !== parsed.observationExternalId).map((r) => r.value),
    );
    await writeAt(trx, at, place, wornId, rest.ok ? String(rest.value) : null, {
      unitId: PITCH_GAUGE_UNIT_ID,
    });
  });
}

import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  addPitchGaugeReading as addReadingRule,
  checkboxChange,
  checkWearRange,
  DataLevel,
  entryByIdentifier,
  parseDecimal,
  pitchGaugeAverage,
  PITCH_GAUGE_UNIT_ID,
  parseSideRouteName,
  tapeMeasurePitchExtension,
  UNDERCARRIAGE_ITEMS,
  undercarriagePrefix,
  validateNumberOfShoes,
  validateWornLength,
  wearPercent,
  type CatalogueEntry,
  type WearDefinition,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import { ObservationError, saveObservation } from '../observations/save-observation.ts';
import { addPhoto, type AddedPhoto, type PhotoDeps } from '../photos/add-photo.ts';
import { checkDataType } from './field-rules.ts';
import {
  loadUndercarriageScope,
  requireSide,
  requireVisibleItem,
  type SideEquipment,
  type UndercarriageScope,
} from './undercarriage-scope.ts';

// Every undercarriage field saves itself in one transaction with its outbox entry, on the side's equipment (or a
// roller position's equipment part), with the rules of recording spec §4 and §5: the tape measure's pitch extension
// and the pitch gauge's average are computed here too, so the stored worn length always follows its inputs.

const ExternalId = v.pipe(v.string(), v.trim(), v.minLength(1, 'No inspection ID provided'), v.maxLength(64));
const Short = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const Where = {
  inspectionExternalId: ExternalId,
  sideName: v.pipe(v.string(), v.maxLength(20)),
  /** A roller, return roller or slider position: its equipment part. */
  equipmentPartExternalId: v.optional(v.pipe(v.string(), v.maxLength(64))),
};

const FieldSchema = v.object({
  ...Where,
  identifier: Short,
  value: v.nullable(v.pipe(v.string(), v.maxLength(20_000, 'The text is too long'))),
});
export type UndercarriageFieldSave = v.InferInput<typeof FieldSchema>;

const CheckboxSchema = v.object({ ...Where, identifier: Short, checked: v.boolean() });
export type UndercarriageCheckboxSave = v.InferInput<typeof CheckboxSchema>;

const CompleteSchema = v.object({ ...Where, itemKey: Short });
export type UndercarriageComplete = v.InferInput<typeof CompleteSchema>;

const ReadingSchema = v.object({ inspectionExternalId: ExternalId, sideName: Where.sideName, value: Short });
export type PitchGaugeReadingAdd = v.InferInput<typeof ReadingSchema>;

const PhotoSchema = v.object({
  ...Where,
  identifier: Short,
  image: v.pipe(
    v.instance(Blob),
    v.check((blob) => blob.size > 0, 'The photo is empty'),
    v.check((blob) => blob.size <= 40 * 1024 * 1024, 'The photo is larger than 40 MB'),
    v.check((blob) => blob.type === '' || blob.type.startsWith('image/'), 'The file is not an image'),
  ),
});
export type UndercarriagePhotoAdd = v.InferInput<typeof PhotoSchema>;

export type PitchGaugeReadingResult =
  { readonly accepted: true; readonly average: number } | { readonly accepted: false };

function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new EngineError('invalid-input', result.issues[0]?.message ?? 'InvalidInput');
  return result.output;
}

const invalid = (message: string, identifier: string) =>
  new EngineError('invalid-input', message, { identifier });

interface Target {
  readonly scope: UndercarriageScope;
  readonly side: SideEquipment;
  readonly entity: { readonly entityId: number; readonly entityExternalId: string };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The side, the item and the entity an identifier is written on: it must belong to an item this model shows at
 * that side; position fields (equipment-part level) need a position of that side's list.
 */
async function target(
  db: Db,
  input: { inspectionExternalId: string; sideName: string; equipmentPartExternalId?: string | undefined },
  entry: CatalogueEntry,
): Promise<Target> {
  const scope = await loadUndercarriageScope(db, input.inspectionExternalId);
  if (scope.inspection.completed)
    throw new EngineError('conflict', 'This inspection is completed: reopen it to change it');
  const side = requireSide(scope, input.sideName);
  const item = UNDERCARRIAGE_ITEMS.find((i) =>
    entry.identifier.startsWith(`${undercarriagePrefix(side.side, i)}.`),
  );
  if (item === undefined) throw new EngineError('not-found', 'observationService.observableItem.empty');
  requireVisibleItem(scope, item.key);
  if (entry.dataLevel !== DataLevel.equipmentPart) {
    return { scope, side, entity: { entityId: side.id, entityExternalId: side.externalId } };
  }
  const part = input.equipmentPartExternalId
    ? await db
        .selectFrom('equipmentParts')
        .select(['id', 'externalId'])
        .where('externalId', '=', input.equipmentPartExternalId)
        .where('externalEquipmentId', '=', side.externalId)
        .executeTakeFirst()
    : undefined;
  if (!part || part.id === null) throw new EngineError('not-found', 'Equipment part not found');
  return { scope, side, entity: { entityId: part.id, entityExternalId: part.externalId } };
}

async function write(
  trx: Transaction<Database>,
  t: Target,
  identifier: string,
  value: string | null,
  extra: { externalId?: string; unitId?: number } = {},
): Promise<string> {
  try {
    const saved = await saveObservation(trx, {
      categoryTypeExternalId: t.scope.inspection.categoryTypeExternalId,
      identifier,
      value,
      ...t.entity,
      ...extra,
    });
    return saved.externalId;
  } catch (error) {
    if (error instanceof ObservationError) throw new EngineError('not-found', error.message, { identifier });
    throw error;
  }
}

async function current(trx: Transaction<Database>, t: Target, identifier: string): Promise<string | null> {
  const row = await trx
    .selectFrom('observations')
    .select('value')
    .where('categoryTypeExternalId', '=', t.scope.inspection.categoryTypeExternalId)
    .where('observableItem', '=', identifier)
    .where('entityExternalId', '=', t.entity.entityExternalId)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** The part dimension (baseline, limit) a worn length is judged against at this side, if the part has one. */
async function definitionOf(
  db: Db,
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

const endsWith = (identifier: string, suffix: string) => identifier.endsWith(`.${suffix}`);

/** recording spec §5: tape measure pitch extension = measurement / number of shoes (2 decimals), kept in step. */
async function recomputeTapeMeasure(trx: Transaction<Database>, t: Target): Promise<void> {
  const prefix = `${undercarriagePrefix(t.side.side, { key: 'Shoes.PitchExtension' })}.TapeMeasure`;
  const result = tapeMeasurePitchExtension(
    await current(trx, t, `${prefix}.Measurement`),
    await current(trx, t, `${prefix}.NumberOfShoes`),
    t.scope.flags.shoesPerSide,
  );
  const wornId = `${prefix}.WornLength`;
  if (!result.ok) {
    await write(trx, t, wornId, null);
    return;
  }
  const entry = entryByIdentifier(wornId) as CatalogueEntry;
  const definition = await definitionOf(trx, t.side, entry);
  if (definition) {
    const wear = wearPercent(result.value, definition);
    const range = wear.ok ? checkWearRange(wear.value) : undefined;
    // recording spec §5 and §9: the alerts fail validation; nothing of this save is stored
    if (range && !range.valid) throw invalid(range.message, wornId);
  }
  await write(trx, t, wornId, String(result.value));
}

/** One undercarriage field's value (null deletes it), checked against the catalogue and the rules of spec §5. */
export async function saveUndercarriageField(
  db: Kysely<Database>,
  input: UndercarriageFieldSave,
): Promise<void> {
  const parsed = parse(FieldSchema, input);
  const entry = entryByIdentifier(parsed.identifier);
  if (!entry || !entry.identifier.startsWith('Undercarriage.'))
    throw new EngineError('not-found', 'observationService.observableItem.empty');
  const value = parsed.value === null || parsed.value.trim() === '' ? null : parsed.value.trim();
  const id = entry.identifier;
  if (endsWith(id, 'PitchGauge.Readings') || endsWith(id, 'Photos'))
    throw invalid('Unsupported data type', id);
  await db.transaction().execute(async (trx) => {
    const t = await target(trx, parsed, entry);
    if (value !== null) {
      checkDataType(entry, value);
      if (endsWith(id, 'NumberOfShoes')) {
        const shoes = validateNumberOfShoes(value, t.scope.flags.shoesPerSide);
        if (!shoes.ok) throw invalid(shoes.message, id);
      }
      if (endsWith(id, 'WornLength')) {
        const check = validateWornLength(value, await definitionOf(trx, t.side, entry));
        if (!check.ok) throw invalid(check.message, id);
      }
    }
    await write(trx, t, id, value !== null && endsWith(id, 'Comments') ? parsed.value : value);
    if (id.includes('.TapeMeasure.') && !endsWith(id, 'WornLength')) await recomputeTapeMeasure(trx, t);
  });
}

/** recording spec §4: checking stores true; unchecking stores false and deletes the child paths (number of shoes). */
export async function saveUndercarriageCheckbox(
  db: Kysely<Database>,
  input: UndercarriageCheckboxSave,
): Promise<void> {
  const parsed = parse(CheckboxSchema, input);
  const entry = entryByIdentifier(parsed.identifier);
  if (!entry || !entry.identifier.startsWith('Undercarriage.'))
    throw new EngineError('not-found', 'observationService.observableItem.empty');
  const change = checkboxChange(entry.identifier, parsed.checked);
  await db.transaction().execute(async (trx) => {
    const t = await target(trx, parsed, entry);
    for (const [id, value] of Object.entries(change.set)) await write(trx, t, id, value);
    for (const id of change.delete) await write(trx, t, id, null);
  });
}

/** recording spec §4 MARK AS COMPLETE / COMPLETE: the item's (or the position's) completed timestamp. */
export async function markUndercarriageComplete(
  db: Kysely<Database>,
  input: UndercarriageComplete,
  nowIso = new Date().toISOString(),
): Promise<void> {
  const parsed = parse(CompleteSchema, input);
  const side = parseSideRouteName(parsed.sideName) ?? 'Left';
  const base = undercarriagePrefix(side, { key: parsed.itemKey });
  const position = parsed.equipmentPartExternalId !== undefined;
  const entry = entryByIdentifier(position ? `${base}.Position.Completed` : `${base}.Completed`);
  if (!entry) throw new EngineError('not-found', 'observationService.observableItem.empty');
  await db.transaction().execute(async (trx) => {
    const t = await target(trx, parsed, entry);
    await write(trx, t, entry.identifier, nowIso);
  });
}

/** recording spec §5 pitch gauge: a reading is kept (unit 15) unless the new average fails the range check. */
export async function addPitchGaugeReading(
  db: Kysely<Database>,
  input: PitchGaugeReadingAdd,
): Promise<PitchGaugeReadingResult> {
  const parsed = parse(ReadingSchema, input);
  const side = parseSideRouteName(parsed.sideName) ?? 'Left';
  const prefix = `${undercarriagePrefix(side, { key: 'Shoes.PitchExtension' })}.PitchGauge`;
  const entry = entryByIdentifier(`${prefix}.Readings`) as CatalogueEntry;
  return db.transaction().execute(async (trx) => {
    const t = await target(trx, parsed, entry);
    const wornId = `${prefix}.WornLength`;
    const definition = await definitionOf(trx, t.side, entryByIdentifier(wornId) as CatalogueEntry);
    if (!definition) throw new EngineError('not-found', 'Equipment part not found');
    const readings = await readingsOf(trx, t, entry.identifier);
    const result = addReadingRule(
      readings.map((r) => r.value),
      parsed.value,
      definition,
    );
    if (!result.ok) throw invalid(result.message, entry.identifier);
    if (!result.accepted) return { accepted: false };
    await write(trx, t, entry.identifier, String(parseDecimal(parsed.value)), {
      unitId: PITCH_GAUGE_UNIT_ID,
    });
    await write(trx, t, wornId, String(result.average), { unitId: PITCH_GAUGE_UNIT_ID });
    return { accepted: true, average: result.average };
  });
}

async function readingsOf(
  trx: Transaction<Database>,
  t: Target,
  identifier: string,
): Promise<{ externalId: string; value: number }[]> {
  const rows = await trx
    .selectFrom('observations')
    .select(['externalId', 'value'])
    .where('categoryTypeExternalId', '=', t.scope.inspection.categoryTypeExternalId)
    .where('observableItem', '=', identifier)
    .where('entityExternalId', '=', t.entity.entityExternalId)
    .execute();
  return rows.flatMap((r) => {
    const value = parseDecimal(r.value);
    return value === undefined ? [] : [{ externalId: r.externalId, value }];
  });
}

/** Removes one pitch gauge reading; the average follows ("No measurements" when none is left). */
export async function deletePitchGaugeReading(
  db: Kysely<Database>,
  input: { inspectionExternalId: string; sideName: string; observationExternalId: string },
): Promise<void> {
  const parsed = parse(
    v.object({
      inspectionExternalId: ExternalId,
      sideName: Where.sideName,
      observationExternalId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    }),
    input,
  );
  const side = parseSideRouteName(parsed.sideName) ?? 'Left';
  const prefix = `${undercarriagePrefix(side, { key: 'Shoes.PitchExtension' })}.PitchGauge`;
  const entry = entryByIdentifier(`${prefix}.Readings`) as CatalogueEntry;
  await db.transaction().execute(async (trx) => {
    const t = await target(trx, parsed, entry);
    const readings = await readingsOf(trx, t, entry.identifier);
    if (!readings.some((r) => r.externalId === parsed.observationExternalId))
      throw new EngineError('not-found', 'Observation not found');
    await write(trx, t, entry.identifier, null, { externalId: parsed.observationExternalId });
    const rest = pitchGaugeAverage(
      readings.filter((r) => r.externalId !== parsed.observationExternalId).map((r) => r.value),
    );
    await write(trx, t, `${prefix}.WornLength`, rest.ok ? String(rest.value) : null, {
      unitId: PITCH_GAUGE_UNIT_ID,
    });
  });
}

/** recording spec §5: multi-photo fields add a photo, on the side (or the position's part). */
export async function addUndercarriagePhoto(
  deps: PhotoDeps,
  input: UndercarriagePhotoAdd,
): Promise<AddedPhoto> {
  const parsed = parse(PhotoSchema, input);
  const entry = entryByIdentifier(parsed.identifier);
  if (!entry || !entry.identifier.startsWith('Undercarriage.') || !endsWith(entry.identifier, 'Photos'))
    throw new EngineError('not-found', 'observationService.observableItem.empty');
  const t = await target(deps.db, parsed, entry);
  return addPhoto(deps, {
    categoryTypeExternalId: t.scope.inspection.categoryTypeExternalId,
    identifier: entry.identifier,
    ...t.entity,
    image: parsed.image,
  });
}

import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { checkboxChange, DataType, LENGTH_UNITS, unitIdOf, type CatalogueEntry } from '../../rules/index.ts';
import { recordOnInspection, type FieldSaved } from './basics-save.ts';
import { recordOnBucket } from './bucket-save.ts';
import { recordOnSide } from './undercarriage-save.ts';
import {
  catalogueEntry,
  checkDataType,
  IdentifierSchema,
  InspectionIdSchema,
  invalidValue,
  parseWrite,
  refuseOtherDoors,
  ValueSchema,
} from './write-checks.ts';
import { onlyPlace, openTarget, placesOf, writeAt, WriteTargetSchema } from './write-target.ts';

// The one door a recording screen writes a value through (decision 0025): an inspection, a target (the inspection,
// a side or one of its positions, the bucket or some of its positions), a catalogued field and its value. Every
// write passes the same checks (write-checks.ts), then the rules of its target's kind, in one transaction with its
// outbox entries; a refusal stores nothing.

const ValueWriteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  target: WriteTargetSchema,
  identifier: IdentifierSchema,
  value: ValueSchema,
  /** The unit a length was typed in (decision 0053); millimetres when not given. */
  unit: v.optional(v.picklist(LENGTH_UNITS, 'A length is in mm or in')),
});
export type ValueWrite = v.InferInput<typeof ValueWriteSchema>;

const CheckboxWriteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  target: WriteTargetSchema,
  identifier: IdentifierSchema,
  checked: v.boolean('Checked is yes or no'),
});
export type CheckboxWrite = v.InferInput<typeof CheckboxWriteSchema>;

/** What is stored: nothing for a blank value; text as typed (spaces are the inspector's); any other type trimmed. */
function storedText(entry: CatalogueEntry, value: string | null): string | null {
  if (value === null || value.trim() === '') return null;
  return entry.dataType === DataType.string ? value : value.trim();
}

// decision 0053: a length is recorded as measured, with its unit's id; only a length has one to choose
function lengthUnitId(entry: CatalogueEntry, unit: ValueWrite['unit']): { unitId?: number } {
  if (unit === undefined) return {};
  if (entry.unit !== 'mm') throw invalidValue('Only a length is measured in mm or inches', entry.identifier);
  return { unitId: unitIdOf(unit) };
}

/** One field's value (null or blank deletes it), at its target, checked, then kept by its target's rules. */
export async function recordValue(db: Kysely<Database>, input: ValueWrite): Promise<FieldSaved> {
  const { inspectionExternalId, target, identifier, value, unit } = parseWrite(ValueWriteSchema, input);
  return db.transaction().execute(async (trx) => {
    const at = await openTarget(trx, inspectionExternalId, target);
    const entry = catalogueEntry(identifier);
    refuseOtherDoors(entry);
    const places = await placesOf(trx, at, entry);
    const text = storedText(entry, value);
    if (text !== null) checkDataType(entry, text);
    const measured = lengthUnitId(entry, unit);
    switch (at.kind) {
      case 'inspection':
        return recordOnInspection(trx, at, onlyPlace(places, identifier), entry, text);
      case 'side':
        return recordOnSide(trx, at, onlyPlace(places, identifier), entry, text, measured);
      case 'bucket':
        return recordOnBucket(trx, at, places, entry, text, measured);
    }
  });
}

/** recording spec §4: checking stores true; unchecking stores false and deletes the child paths. */
export async function recordCheckbox(db: Kysely<Database>, input: CheckboxWrite): Promise<void> {
  const { inspectionExternalId, target, identifier, checked } = parseWrite(CheckboxWriteSchema, input);
  await db.transaction().execute(async (trx) => {
    const at = await openTarget(trx, inspectionExternalId, target);
    const entry = catalogueEntry(identifier);
    const places = await placesOf(trx, at, entry);
    if (entry.dataType !== DataType.boolean) throw invalidValue('Not a checkbox', identifier);
    const change = checkboxChange(identifier, checked);
    for (const place of places) {
      for (const [id, value] of Object.entries(change.set)) await writeAt(trx, at, place, id, value);
      for (const id of change.delete) await writeAt(trx, at, place, id, null);
    }
  });
}

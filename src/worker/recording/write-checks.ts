import * as v from 'valibot';
import {
  DataType,
  dayKey,
  entryByIdentifier,
  NOT_A_NUMBER,
  validateInput,
  LONGEST_VALUE,
  valueTooLong,
  type CatalogueEntry,
} from '../../rules/index.ts';
import { ANOTHER_INSPECTOR_CODE, anotherInspectorsMessage } from '../domain/inspection-owner.ts';
import { EngineError, type EngineErrorCode } from '../engine-error.ts';
import type { InspectionScope } from './inspection-scope.ts';
import { ObservationError } from '../observations/save-observation.ts';

// The checks every write of a recording screen passes, in this order, before anything is stored (decision 0025):
// its input parsed, the inspection not completed, the field found in the catalogue (and of the place it is written
// on), the value one its data type can hold. A refusal is an EngineError whose message is words for people and
// whose details carry the spec's code where the spec names one (recording spec §5 and §8: InvalidInput,
// BelowOrEqualZero, observationService.observableItem.empty) and the field it concerns.

/** What a refused write's details hold. */
export interface WriteRefusal {
  /** The spec's code (recording spec §5 validation codes, §8 data messages), where it names one. */
  readonly code?: string;
  /** The catalogue identifier the refusal concerns. */
  readonly identifier?: string;
}

/** The message of a write to a completed inspection (decision 0022: only a reopen changes it). */
export const COMPLETED_INSPECTION = 'This inspection is completed: reopen it to change it';
/** The words for a field the catalogue does not hold (the spec has only the code). */
export const UNKNOWN_FIELD = 'Observable item not found';
export const ITEM_NOT_FOUND_CODE = 'observationService.observableItem.empty';
export const INVALID_INPUT_CODE = 'InvalidInput';

export function refused(
  code: EngineErrorCode,
  message: string,
  refusal: WriteRefusal = {},
  more: Readonly<Record<string, unknown>> = {},
): EngineError {
  const details = { ...more, ...refusal };
  return new EngineError(code, message, Object.keys(details).length === 0 ? undefined : details);
}

/** A value its field cannot take: the spec's InvalidInput unless the rule said otherwise (e.g. BelowOrEqualZero). */
export function invalidValue(message: string, identifier: string, code = INVALID_INPUT_CODE): EngineError {
  return refused('invalid-input', message, { code, identifier });
}

/** Parse: the input as its schema says, else the first problem's words (the schema's messages are people's). */
export function parseWrite<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.');
  throw refused(
    'invalid-input',
    issue?.message ?? 'Invalid input',
    { code: INVALID_INPUT_CODE },
    path ? { path } : {},
  );
}

/**
 * Refuse what the inspection does not let anyone here change (decision 0022's rules on the device): a completed
 * inspection (reopen it first), and another inspector's.
 */
export function refuseUnchangeable(scope: Pick<InspectionScope, 'completed' | 'ownedBy'>): void {
  if (scope.completed) throw refused('conflict', COMPLETED_INSPECTION);
  if (scope.ownedBy !== null)
    throw refused('conflict', anotherInspectorsMessage(scope.ownedBy), { code: ANOTHER_INSPECTOR_CODE });
}

/** Catalogue lookup: the field's entry, else "Observable item not found" with the spec's code. */
export function catalogueEntry(identifier: string): CatalogueEntry {
  const entry = entryByIdentifier(identifier);
  if (entry === undefined)
    throw refused('not-found', UNKNOWN_FIELD, { code: ITEM_NOT_FOUND_CODE, identifier });
  return entry;
}

/** A catalogued field written on a place it does not belong to (another side, the bucket's field on the asset, …). */
export function notOfPlace(message: string, identifier: string): EngineError {
  return refused('not-found', message, { code: ITEM_NOT_FOUND_CODE, identifier });
}

/**
 * recording spec §8 "Unsupported data type": a field of several values (photos, pitch gauge readings) or a photo
 * has its own door, which keeps its files and averages; the value door refuses it, to set or to delete.
 */
export function refuseOtherDoors(entry: CatalogueEntry): void {
  if (entry.dataType === DataType.image || entry.isCollection)
    throw invalidValue('Unsupported data type', entry.identifier);
}

/** recording spec §3 and §5: the stored text of each data type, no longer than its field holds (value-limits.ts). */
export function checkDataType(entry: CatalogueEntry, value: string): void {
  const tooLong = valueTooLong(entry.id, value);
  if (tooLong !== undefined) throw invalidValue(tooLong, entry.identifier);
  switch (entry.dataType) {
    case DataType.boolean:
      if (value !== 'true' && value !== 'false') throw invalidValue('Choose yes or no', entry.identifier);
      return;
    case DataType.number:
      if (!validateInput(value, 'float').ok || value.trim() === '')
        throw invalidValue(NOT_A_NUMBER, entry.identifier);
      return;
    case DataType.date:
      if (dayKey(value) === undefined || Number.isNaN(Date.parse(value)))
        throw invalidValue('Enter a date', entry.identifier);
      return;
    default:
      return;
  }
}

/** saveObservation's own refusals (the item or the category type not found) in the one shape. */
export function observationRefusal(error: unknown, identifier: string): unknown {
  if (!(error instanceof ObservationError)) return error;
  return error.message === 'observationService.observableItem.empty'
    ? refused('not-found', UNKNOWN_FIELD, { code: ITEM_NOT_FOUND_CODE, identifier })
    : refused(error.code, error.message, {
        code: 'observationService.inspectionCategoryTypeFound.empty',
        identifier,
      });
}

const PHOTO_MAX_BYTES = 40 * 1024 * 1024;

/** A captured photo: not empty, at most 40 MB, an image. */
export const ImageSchema = v.pipe(
  v.instance(Blob, 'The photo is missing'),
  v.check((blob) => blob.size > 0, 'The photo is empty'),
  v.check((blob) => blob.size <= PHOTO_MAX_BYTES, 'The photo is larger than 40 MB'),
  v.check((blob) => blob.type === '' || blob.type.startsWith('image/'), 'The file is not an image'),
);

/** An external id the inspection names (an inspection, a bucket, a part), with the spec's words when it is missing. */
export const IdSchema = (missing: string) =>
  v.pipe(v.string(missing), v.trim(), v.minLength(1, missing), v.maxLength(64, missing));

export const InspectionIdSchema = IdSchema('No inspection ID provided');

/** A catalogue identifier (checked against the catalogue after parsing). */
export const IdentifierSchema = v.pipe(
  v.string(UNKNOWN_FIELD),
  v.minLength(1, UNKNOWN_FIELD),
  v.maxLength(200, UNKNOWN_FIELD),
);

/** A stored value: text (null or blank deletes it). */
export const ValueSchema = v.nullable(
  v.pipe(
    v.string('A value is text'),
    v.maxLength(LONGEST_VALUE, `The text is longer than ${LONGEST_VALUE.toLocaleString('en-US')} characters`),
  ),
);

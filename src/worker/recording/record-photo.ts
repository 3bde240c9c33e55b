import type { Kysely, Transaction } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import {
  DataType,
  MACHINE_PHOTO,
  originalFileName,
  originalPhotoIdentifier,
  takenAt,
} from '../../rules/index.ts';
import { EngineError, isFinalEngineError } from '../engine-error.ts';
import { addPhoto, type AddedPhoto, type PhotoDeps } from '../photos/add-photo.ts';
import { removeFacts } from '../photos/photo-facts-rows.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import { keptOriginalOf } from './mark-up-photo.ts';
import { dropReceived, dropReceivedFile, forgetReceivedIn, keepReceived } from './photos-received.ts';
import { CapturedAtSchema, PlaceSchema } from './photo-facts-checks.ts';
import {
  catalogueEntry,
  IdentifierSchema,
  ImageSchema,
  InspectionIdSchema,
  invalidValue,
  parseWrite,
} from './write-checks.ts';
import {
  onlyPlace,
  openInspection,
  openTarget,
  placesOf,
  writeAt,
  writeShownDefaults,
  WriteTargetSchema,
} from './write-target.ts';

// The one door a recording screen writes a photo through (decision 0025), addressed as a value is: an inspection, a
// target and a photo field (recording spec §5: single-photo fields replace, multi-photo fields add). The cover photo
// also records "photo taken", which completes the Machine Photo entry (spec §4).

const PhotoWriteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  target: WriteTargetSchema,
  identifier: IdentifierSchema,
  image: ImageSchema,
  /** Where the device was (decision 0063), when the page had a fix as the photo came. */
  place: v.optional(PlaceSchema),
  /** When the worker received it: set here, kept with a received photo for its time taken after a reload. */
  capturedAt: v.optional(CapturedAtSchema),
});
export type PhotoWrite = v.InferInput<typeof PhotoWriteSchema>;
type ParsedPhotoWrite = v.InferOutput<typeof PhotoWriteSchema>;

/** A received photo's stored request and file, as the write it was; the message when it cannot be one. */
export function receivedWrite(request: unknown, image: Blob | undefined) {
  return v.safeParse(PhotoWriteSchema, { ...(typeof request === 'object' ? request : {}), image });
}

const RELATED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [MACHINE_PHOTO.coverPhoto]: { [MACHINE_PHOTO.hasPhoto]: 'true' },
};

/** The checks of a photo write: the target open and not completed, a photo field of that target, one place. */
async function checked(db: Kysely<Database> | Transaction<Database>, input: ParsedPhotoWrite) {
  const at = await openTarget(db, input.inspectionExternalId, input.target);
  const entry = catalogueEntry(input.identifier);
  const place = onlyPlace(await placesOf(db, at, entry), entry.identifier);
  if (entry.dataType !== DataType.image) throw invalidValue('Not a photo field', entry.identifier);
  return { at, entry, place };
}

/**
 * A photo of a field: checked, kept as received (it outlives the page from then on), compressed and stored, and
 * checked again in the transaction that records it.
 */
export async function recordPhoto(deps: PhotoDeps, input: PhotoWrite): Promise<AddedPhoto> {
  // Taken as the call comes, before anything is awaited: the order the photos were chosen in.
  const turn = takeTurn(deps.files);
  try {
    const written = parseWrite(PhotoWriteSchema, input);
    const parsed = { ...written, capturedAt: written.capturedAt ?? takenAt(new Date()) };
    const target = await checked(deps.db, parsed);
    const { image, ...request } = parsed;
    const id = crypto.randomUUID();
    // Busy from before its row is written: a finishing pass must not take it for one a dead page left.
    const ids = storingWith(deps.files);
    ids.add(id);
    arrivedWith(deps.files).add(id);
    try {
      await keepReceived(deps.db, deps.files, id, request, image);
    } catch (error) {
      ids.delete(id);
      throw error;
    }
    await turn.before;
    return await storeReceived(deps, id, parsed, target);
  } finally {
    turn.done();
  }
}

/**
 * Photos chosen together are stored in the order they came: a field lists its photos in the order they were
 * stored, and one kept a moment later (a slower file write) was stored, and shown, before the one chosen ahead of
 * it. Each is kept as received at once, as it comes (it outlives the page from then); only storing waits its turn.
 */
function takeTurn(files: PhotoFiles): { before: Promise<void>; done: () => void } {
  const before = lastTurn.get(files) ?? Promise.resolve();
  let done: () => void = () => undefined;
  const mine = new Promise<void>((resolve) => {
    done = resolve;
  });
  lastTurn.set(
    files,
    before.then(() => mine),
  );
  return { before, done: () => done() };
}
const lastTurn = new WeakMap<PhotoFiles, Promise<void>>();

/** Ids kept per worker: each start of the worker has its own photo files handle. */
function idsPerWorker() {
  const byFiles = new WeakMap<PhotoFiles, Set<string>>();
  return (files: PhotoFiles): Set<string> => {
    const ids = byFiles.get(files) ?? new Set<string>();
    byFiles.set(files, ids);
    return ids;
  };
}

// Received photos being stored now: not to be finished a second time.
const storingWith = idsPerWorker();
export const isBeingStored = (files: PhotoFiles, id: string) => storingWith(files).has(id);

// The photos this worker received itself (the rest of photosReceived came from earlier pages).
const arrivedWith = idsPerWorker();
export const arrivedHere = (files: PhotoFiles, id: string) => arrivedWith(files).has(id);

/**
 * Stores a received photo, removing its row in the same transaction. A refusal (the inspection completed or gone,
 * not a picture) drops it for good; any other failure (the database closed under it) leaves it to the next start.
 */
export async function storeReceived(
  deps: PhotoDeps,
  id: string,
  parsed: ParsedPhotoWrite,
  // Its checks, when the caller has just made them (a screen's photo); a left-over one is checked again here.
  target?: Awaited<ReturnType<typeof checked>>,
): Promise<AddedPhoto> {
  const ids = storingWith(deps.files);
  ids.add(id);
  try {
    const { at, entry, place } = target ?? (await checked(deps.db, parsed));
    const existing = entry.isCollection
      ? undefined
      : await deps.db
          .selectFrom('observations')
          .select('externalId')
          .where('categoryTypeExternalId', '=', at.scope.categoryTypeExternalId)
          .where('observableItemId', '=', entry.id)
          .executeTakeFirst();
    const related = RELATED[entry.identifier];
    const added = await addPhoto(
      deps,
      {
        categoryTypeExternalId: at.scope.categoryTypeExternalId,
        identifier: entry.identifier,
        ...place,
        ...(existing ? { externalId: existing.externalId } : {}),
        image: parsed.image,
        ...(related ? { alsoSet: related } : {}),
        ...(parsed.capturedAt === undefined ? {} : { capturedAt: parsed.capturedAt }),
        ...(parsed.place === undefined ? {} : { place: parsed.place }),
      },
      async (trx) => {
        // The inspection may have been completed (another tab) while the photo was compressed.
        const now = await checked(trx, parsed);
        await forgetReceivedIn(trx, id);
        await writeShownDefaults(trx, now.at.scope.categoryTypeExternalId, now.place, now.entry.identifier);
      },
    );
    await dropReceivedFile(deps.files, id);
    return added;
  } catch (error) {
    if (isFinalEngineError(error)) await dropReceived(deps.db, deps.files, id).catch(() => undefined);
    throw error;
  } finally {
    ids.delete(id);
  }
}

const PhotoDeleteSchema = v.object({
  inspectionExternalId: InspectionIdSchema,
  observationExternalId: v.pipe(
    v.string('Observation not found'),
    v.minLength(1, 'Observation not found'),
    v.maxLength(64, 'Observation not found'),
  ),
});

/** Deletes a photo's observation, its upload and then its file; the cover photo's "photo taken" goes with it. */
export async function deletePhoto(
  deps: PhotoDeps,
  inspectionExternalId: string,
  observationExternalId: string,
): Promise<void> {
  parseWrite(PhotoDeleteSchema, { inspectionExternalId, observationExternalId });
  const fileNames = await deps.db.transaction().execute(async (trx) => {
    const at = await openInspection(trx, inspectionExternalId);
    const row = await trx
      .selectFrom('observations')
      .select(['observableItem', 'value'])
      .where('externalId', '=', observationExternalId)
      .where('categoryTypeExternalId', '=', at.scope.categoryTypeExternalId)
      .executeTakeFirst();
    if (!row || row.observableItem === null) throw new EngineError('not-found', 'Observation not found');
    const entry = catalogueEntry(row.observableItem);
    if (entry.dataType !== DataType.image) throw invalidValue('Not a photo field', entry.identifier);
    await writeAt(trx, at, at.scope.entity, entry.identifier, null, { externalId: observationExternalId });
    await removeFacts(trx, at.scope.categoryTypeExternalId, observationExternalId);
    for (const identifier of Object.keys(RELATED[entry.identifier] ?? {})) {
      await writeAt(trx, at, at.scope.entity, identifier, null);
    }
    // A marked-up photo's kept original goes with it (decision 0062).
    const original = row.value ? originalFileName(row.value) : undefined;
    const kept =
      original === undefined ? undefined : await keptOriginalOf(trx, at, entry.identifier, original);
    if (kept) {
      const keptIn = originalPhotoIdentifier(entry.identifier);
      await writeAt(trx, at, at.scope.entity, keptIn, null, { externalId: kept.externalId });
      await trx.deleteFrom('photoQueue').where('fileName', '=', kept.value).execute();
    }
    if (row.value) await trx.deleteFrom('photoQueue').where('fileName', '=', row.value).execute();
    return [row.value, kept?.value];
  });
  for (const name of fileNames) if (name) await deps.files.delete(name).catch(() => undefined);
}

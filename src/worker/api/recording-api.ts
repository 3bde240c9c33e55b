import type { EngineHost } from '../engine-host.ts';
import { readFrom, type Read } from '../reads.ts';
import type { AddedPhoto } from '../photos/add-photo.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import {
  contentsStatuses,
  executiveSummaryModel,
  lockOffModel,
  lockOnModel,
  machinePhotoModel,
  operationModel,
  type BasicsModel,
  type ContentsStatuses,
  type LockModel,
  type OperationModel,
} from '../recording/basics-models.ts';
import {
  EXAMPLE_MEASUREMENT,
  measurementModel,
  type MeasurementModel,
} from '../recording/measurement-model.ts';
import { markComplete, type CompletableScreen, type FieldSaved } from '../recording/basics-save.ts';
import { followReceivedPhotos, photosFromEarlierPages } from '../recording/finish-received-photos.ts';
import { deletePhoto, recordPhoto, type PhotoWrite } from '../recording/record-photo.ts';
import {
  markUpPhoto,
  photoOriginal,
  restoreOriginalPhoto,
  type MarkedUpPhoto,
  type PhotoMarkUp,
  type PhotoOriginal,
  type PhotoRef,
} from '../recording/mark-up-photo.ts';
import {
  photoFactsOf,
  recordPhotoFacts,
  type PhotoFactsShown,
  type PhotoFactsWrite,
} from '../recording/photo-facts.ts';
import {
  recordCheckbox,
  recordValue,
  type CheckboxWrite,
  type ValueWrite,
} from '../recording/record-value.ts';

export interface RecordingApiDeps {
  readonly host: EngineHost;
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
}

/**
 * Recording an inspection (recording spec §2, RECORDING.md): one call per screen returns its whole model; every
 * field of every screen (basics, undercarriage, bucket) saves itself through one door for values, one for
 * checkboxes and one for photos, addressed by a target (decision 0025), in one transaction with its outbox entry.
 * Failures are EngineErrors: words for people in the message, the spec's code in details.code.
 */
export function createRecordingApi({ host, files, compress }: RecordingApiDeps) {
  const db = () => host.engine.db;
  const photoDeps = () => ({ db: db(), files, compress });
  followReceivedPhotos(host, photoDeps, (message, detail) => console.warn(message, detail));
  return {
    contentsStatuses(inspectionExternalId: string): Promise<Read<ContentsStatuses>> {
      return readFrom(host.engine, (db) => contentsStatuses(db, inspectionExternalId));
    },
    lockOnModel(inspectionExternalId: string): Promise<Read<LockModel>> {
      return readFrom(host.engine, (db) => lockOnModel(db, inspectionExternalId));
    },
    lockOffModel(inspectionExternalId: string): Promise<Read<LockModel>> {
      return readFrom(host.engine, (db) => lockOffModel(db, inspectionExternalId));
    },
    machinePhotoModel(inspectionExternalId: string): Promise<Read<BasicsModel>> {
      return readFrom(host.engine, (db) => machinePhotoModel(db, inspectionExternalId));
    },
    operationModel(inspectionExternalId: string): Promise<Read<OperationModel>> {
      return readFrom(host.engine, (db) => operationModel(db, inspectionExternalId));
    },
    executiveSummaryModel(inspectionExternalId: string): Promise<Read<BasicsModel>> {
      return readFrom(host.engine, (db) => executiveSummaryModel(db, inspectionExternalId));
    },
    /** The example measuring screen (example-action-status): the measure-and-judge panel on real catalogue data. */
    exampleMeasurementModel(inspectionExternalId: string): Promise<Read<MeasurementModel>> {
      return readFrom(host.engine, (db) =>
        measurementModel(db, inspectionExternalId, EXAMPLE_MEASUREMENT.side, EXAMPLE_MEASUREMENT.identifier),
      );
    },
    /** A field's value at its target (null or blank deletes it). */
    recordValue(input: ValueWrite): Promise<FieldSaved> {
      return recordValue(db(), input);
    },
    /** A checkbox at its target: unchecking deletes its child paths. */
    recordCheckbox(input: CheckboxWrite): Promise<void> {
      return recordCheckbox(db(), input);
    },
    markComplete(inspectionExternalId: string, screen: CompletableScreen): Promise<void> {
      return markComplete(db(), inspectionExternalId, screen);
    },
    /** A photo of a field at its target: a single-photo field's replaces the one before. */
    recordPhoto(input: PhotoWrite): Promise<AddedPhoto> {
      return recordPhoto(photoDeps(), input);
    },
    /** Photos taken before the page reloaded that are still being stored (decision 0036): a notice says so. */
    photosFromEarlierPages(): Promise<Read<number>> {
      return readFrom(host.engine, (db) => photosFromEarlierPages(db, files));
    },
    deletePhoto(inspectionExternalId: string, observationExternalId: string): Promise<void> {
      return deletePhoto(photoDeps(), inspectionExternalId, observationExternalId);
    },
    /** A drawing flattened into a photo (in the photo worker): the photo shows it, the original is kept. */
    markUpPhoto(input: PhotoMarkUp): Promise<MarkedUpPhoto> {
      return markUpPhoto(photoDeps(), input);
    },
    /** A marked-up photo shows its original again. */
    restoreOriginalPhoto(input: PhotoRef): Promise<{ fileName: string }> {
      return restoreOriginalPhoto(photoDeps(), input);
    },
    /** The kept original of a marked-up photo, for the zoom's other version (none when it shows its original). */
    photoOriginal(input: PhotoRef): Promise<PhotoOriginal | null> {
      return photoOriginal(db(), input).then((o) => o ?? null);
    },
    /** Each photo's caption and "Taken …" line, by its observation (decision 0063). */
    photoFacts(inspectionExternalId: string): Promise<Read<Readonly<Record<string, PhotoFactsShown>>>> {
      return readFrom(host.engine, (db) => photoFactsOf(db, inspectionExternalId));
    },
    /** A photo's caption as typed (empty removes it), or its place when the fix came after the photo. */
    recordPhotoFacts(input: PhotoFactsWrite): Promise<void> {
      return recordPhotoFacts(db(), input);
    },
  };
}

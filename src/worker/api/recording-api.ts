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
import { addFieldPhoto, deleteFieldPhoto, type PhotoAdd } from '../recording/photo-fields.ts';
import {
  markComplete,
  saveCheckbox,
  saveField,
  type CheckboxSave,
  type CompletableScreen,
  type FieldSave,
  type FieldSaved,
} from '../recording/save-field.ts';

export interface RecordingApiDeps {
  readonly host: EngineHost;
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
}

/**
 * Recording an inspection (recording spec §2, RECORDING.md): one call per screen returns its whole model; every
 * field saves itself in one transaction with its outbox entry. Failures are EngineErrors with the spec's words.
 */
export function createRecordingApi({ host, files, compress }: RecordingApiDeps) {
  const db = () => host.engine.db;
  const photoDeps = () => ({ db: db(), files, compress });
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
    saveField(input: FieldSave): Promise<FieldSaved> {
      return saveField(db(), input);
    },
    saveCheckbox(input: CheckboxSave): Promise<void> {
      return saveCheckbox(db(), input);
    },
    markComplete(inspectionExternalId: string, screen: CompletableScreen): Promise<void> {
      return markComplete(db(), inspectionExternalId, screen);
    },
    addFieldPhoto(input: PhotoAdd): Promise<AddedPhoto> {
      return addFieldPhoto(photoDeps(), input);
    },
    deleteFieldPhoto(inspectionExternalId: string, observationExternalId: string): Promise<void> {
      return deleteFieldPhoto(photoDeps(), inspectionExternalId, observationExternalId);
    },
  };
}

import type { EngineHost } from '../engine-host.ts';
import type { CompressPhoto } from '../photos/compress-photo.ts';
import type { PhotoFiles } from '../photos/photo-files.ts';
import type { AddedPhoto } from '../photos/add-photo.ts';
import { readFrom, type Read } from '../reads.ts';
import { idlerPart, type IdlerPart } from '../recording/idler-part.ts';
import {
  positionModel,
  positionsModel,
  undercarriageItemModel,
  undercarriageMenuModel,
  undercarriageSidesModel,
  type PositionModel,
  type PositionsModel,
  type UndercarriageItemModel,
  type UndercarriageMenuModel,
  type UndercarriageSidesModel,
} from '../recording/undercarriage-models.ts';
import {
  addPitchGaugeReading,
  addUndercarriagePhoto,
  deletePitchGaugeReading,
  markUndercarriageComplete,
  saveUndercarriageCheckbox,
  saveUndercarriageField,
  type PitchGaugeReadingAdd,
  type PitchGaugeReadingResult,
  type UndercarriageCheckboxSave,
  type UndercarriageComplete,
  type UndercarriageFieldSave,
  type UndercarriagePhotoAdd,
} from '../recording/undercarriage-save.ts';

export interface UndercarriageApiDeps {
  readonly host: EngineHost;
  readonly files: PhotoFiles;
  readonly compress: CompressPhoto;
}

/**
 * Recording the undercarriage (recording spec §2 Undercarriage): one call per screen returns its model; every field
 * saves itself on the side's equipment (or a position's part) in one transaction with its outbox entry.
 */
export function createUndercarriageApi({ host, files, compress }: UndercarriageApiDeps) {
  const db = () => host.engine.db;
  return {
    undercarriageSidesModel(inspectionExternalId: string): Promise<Read<UndercarriageSidesModel>> {
      return readFrom(host.engine, (db) => undercarriageSidesModel(db, inspectionExternalId));
    },
    undercarriageMenuModel(
      inspectionExternalId: string,
      sideName: string,
    ): Promise<Read<UndercarriageMenuModel>> {
      return readFrom(host.engine, (db) => undercarriageMenuModel(db, inspectionExternalId, sideName));
    },
    /** The part heading a front or rear idler screen, or null when the side has none. */
    undercarriageIdlerPart(
      inspectionExternalId: string,
      sideName: string,
      idler: string,
    ): Promise<Read<IdlerPart | null>> {
      return readFrom(host.engine, (db) => idlerPart(db, inspectionExternalId, sideName, idler));
    },
    undercarriageItemModel(
      inspectionExternalId: string,
      sideName: string,
      itemKey: string,
    ): Promise<Read<UndercarriageItemModel>> {
      return readFrom(host.engine, (db) =>
        undercarriageItemModel(db, inspectionExternalId, sideName, itemKey),
      );
    },
    undercarriagePositionsModel(
      inspectionExternalId: string,
      sideName: string,
      partName: string,
    ): Promise<Read<PositionsModel>> {
      return readFrom(host.engine, (db) => positionsModel(db, inspectionExternalId, sideName, partName));
    },
    undercarriagePositionModel(
      inspectionExternalId: string,
      sideName: string,
      partName: string,
      equipmentPartId: string,
      position: string,
    ): Promise<Read<PositionModel>> {
      return readFrom(host.engine, (db) =>
        positionModel(db, inspectionExternalId, sideName, partName, equipmentPartId, position),
      );
    },
    saveUndercarriageField(input: UndercarriageFieldSave): Promise<void> {
      return saveUndercarriageField(db(), input);
    },
    saveUndercarriageCheckbox(input: UndercarriageCheckboxSave): Promise<void> {
      return saveUndercarriageCheckbox(db(), input);
    },
    markUndercarriageComplete(input: UndercarriageComplete): Promise<void> {
      return markUndercarriageComplete(db(), input);
    },
    addPitchGaugeReading(input: PitchGaugeReadingAdd): Promise<PitchGaugeReadingResult> {
      return addPitchGaugeReading(db(), input);
    },
    deletePitchGaugeReading(input: {
      inspectionExternalId: string;
      sideName: string;
      observationExternalId: string;
    }): Promise<void> {
      return deletePitchGaugeReading(db(), input);
    },
    addUndercarriagePhoto(input: UndercarriagePhotoAdd): Promise<AddedPhoto> {
      return addUndercarriagePhoto({ db: db(), files, compress }, input);
    },
  };
}

import type { EngineHost } from '../engine-host.ts';
import { readFrom, type Read } from '../reads.ts';
import { idlerPart, type IdlerPart } from '../recording/idler-part.ts';
import { measuringRunModel, type MeasuringRunModel } from '../recording/measuring-run-model.ts';
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
  deletePitchGaugeReading,
  markUndercarriageComplete,
  type PitchGaugeReadingAdd,
  type PitchGaugeReadingResult,
  type UndercarriageComplete,
} from '../recording/undercarriage-save.ts';

/**
 * Recording the undercarriage (recording spec §2 Undercarriage): one call per screen returns its model; its fields
 * save through the recording area's doors with a side target (decision 0025); MARK AS COMPLETE and the pitch
 * gauge's readings are here, each one transaction with its outbox entries.
 */
export function createUndercarriageApi(host: EngineHost) {
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
    /**
     * The side's measuring run (decision 0054): its gauge readings in walking order, empty or taken, with results;
     * the facts' rest only when the page does not hold it under `heldFacts` (decision 0107).
     */
    measuringRunModel(
      inspectionExternalId: string,
      sideName: string,
      heldFacts?: string,
    ): Promise<Read<MeasuringRunModel>> {
      return readFrom(host.engine, (db) => measuringRunModel(db, inspectionExternalId, sideName, heldFacts));
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
  };
}

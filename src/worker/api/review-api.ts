import * as v from 'valibot';
import { submitInspection } from '../domain/inspection-lifecycle.ts';
import { EngineError } from '../engine-error.ts';
import type { EngineHost } from '../engine-host.ts';
import { readFrom, type Read } from '../reads.ts';
import { inspectionOverview, type InspectionOverview } from '../recording/inspection-overview.ts';
import {
  openConflictCounts,
  openConflicts,
  settleConflict,
  type OpenConflict,
  type SettleConflict,
} from '../domain/observation-conflicts.ts';

const ExternalIdSchema = v.pipe(v.string(), v.uuid());

function checked(externalId: unknown): string {
  if (!v.is(ExternalIdSchema, externalId))
    throw new EngineError('invalid-input', 'Inspection ID is required');
  return externalId;
}

/** Review, submit and the completed inspection (RECORDING.md): one model for the three screens, and the submit. */
export function createReviewApi(host: EngineHost) {
  return {
    inspectionOverview(inspectionExternalId: string): Promise<Read<InspectionOverview>> {
      const id = checked(inspectionExternalId);
      return readFrom(host.engine, (db) => inspectionOverview(db, id));
    },
    /** recording spec §4: marks the inspection completed (one transaction with its outbox entry). */
    submitInspection(inspectionExternalId: string): Promise<void> {
      return submitInspection(host.engine.db, checked(inspectionExternalId));
    },
    /** The readings another device changed too, open, with their words (decision 0052). */
    inspectionConflicts(inspectionExternalId: string): Promise<Read<OpenConflict[]>> {
      const id = checked(inspectionExternalId);
      return readFrom(host.engine, (db) => openConflicts(db, id));
    },
    /** How many readings of each inspection wait for a choice between two devices' values. */
    openConflictCounts(): Promise<Read<Record<string, number>>> {
      return readFrom(host.engine, (db) => openConflictCounts(db));
    },
    /** The inspector's choice of which value to keep: an ordinary write with its outbox entry. */
    settleConflict(input: SettleConflict): Promise<void> {
      return settleConflict(host.engine.db, input);
    },
  };
}

import * as v from 'valibot';
import { submitInspection } from '../domain/inspection-lifecycle.ts';
import { EngineError } from '../engine-error.ts';
import type { EngineHost } from '../engine-host.ts';
import { readFrom, type Read } from '../reads.ts';
import { inspectionOverview, type InspectionOverview } from '../recording/inspection-overview.ts';

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
  };
}

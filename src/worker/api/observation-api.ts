import type { EngineHost } from '../engine-host.ts';
import {
  saveObservation,
  type ObservationInput,
  type SavedObservation,
} from '../observations/save-observation.ts';

/** Recording observations: each call is one transaction with its outbox entry. */
export function createObservationApi(host: EngineHost) {
  return {
    saveObservation(input: ObservationInput): Promise<SavedObservation> {
      return host.engine.db.transaction().execute((trx) => saveObservation(trx, input));
    },
    /** The observations of an inspection, for review screens and for checking what reached the server. */
    listObservations(inspectionExternalId: string) {
      return host.engine.db
        .selectFrom('observations as o')
        .innerJoin('inspectionCategoryTypes as c', 'c.externalId', 'o.categoryTypeExternalId')
        .select([
          'o.externalId',
          'o.id',
          'o.observableItem',
          'o.value',
          'o.isSynced',
          'o.entityId',
          'o.entityExternalId',
        ])
        .where('c.inspectionExternalId', '=', inspectionExternalId)
        .orderBy('o.observableItem')
        .execute();
    },
  };
}

import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  DataLevel,
  NEW_BUCKET_OBSERVATIONS,
  entryByIdentifier,
  observationTarget,
} from '../../rules/index.ts';
import { putObservation } from '../observations/observation-rows.ts';
import { UNKNOWN_FIELD } from '../recording/write-checks.ts';

// Shell spec §3 "Observations written for a new bucket": path, value and data level of each.

export interface NewBucketValues {
  readonly changeOutFrom: string | null;
  readonly bucketExternalId: string;
  readonly installDate: string | null;
  readonly machineHours: string;
  readonly customer: string | null;
  readonly site: string | null;
  readonly machine: string | null;
  readonly mineLocation: string | null;
  readonly capitalIndexNumber: string | null;
  readonly customerBucketName: string | null;
  readonly fitment: string | null;
  readonly manufacturer: string | null;
  readonly partNumber: string | null;
  readonly serialNumber: string | null;
}

export interface PathValue {
  readonly identifier: string;
  readonly value: string;
}

/** The observations of a new bucket, in the spec's order; a field left empty writes nothing. */
export function bucketObservations(v: NewBucketValues): PathValue[] {
  const ids = NEW_BUCKET_OBSERVATIONS;
  const all: [string, string | null][] = [
    [ids.isChangeOut, 'true'],
    [ids.isNew, 'true'],
    [ids.changeOutFrom, v.changeOutFrom],
    [ids.externalId, v.bucketExternalId],
    [ids.installDate, v.installDate],
    [ids.machineHours, v.machineHours],
    [ids.customer, v.customer],
    [ids.site, v.site],
    [ids.mineLocation, v.mineLocation],
    [ids.machine, v.machine],
    [ids.capitalIndexNumber, v.capitalIndexNumber],
    [ids.customerBucketName, v.customerBucketName],
    [ids.fitment, v.fitment],
    [ids.manufacturer, v.manufacturer],
    [ids.partNumber, v.partNumber],
    [ids.serialNumber, v.serialNumber],
  ];
  return all
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([identifier, value]) => ({
      identifier,
      value,
    }));
}

export interface WriteObservationsInput {
  readonly inspectionExternalId: string;
  readonly categoryTypeExternalId: string;
  readonly bucketExternalId: string;
  /** Exactly one of the two (shell spec §5). */
  readonly target: { readonly assetId: number | null; readonly mineLocationId: number | null };
  readonly placement: {
    readonly kind: 'asset' | 'mineLocation';
    readonly id: number;
    readonly externalId: string | null;
  };
  readonly values: readonly PathValue[];
}

/**
 * Writes the observations with their outbox entries; each is recorded on the new bucket (equipment level), the
 * machine (asset level) or the mine location, as the catalogue says.
 */
export async function writeObservations(
  trx: Transaction<Database>,
  input: WriteObservationsInput,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const target = observationTarget(input.target);
  if (!target.ok) return { ok: false, message: target.message };
  for (const { identifier, value } of input.values) {
    const entry = entryByIdentifier(identifier);
    if (!entry) return { ok: false, message: `${UNKNOWN_FIELD}: ${identifier}` };
    const onPlacement = entry.dataLevel === DataLevel.asset || entry.dataLevel === DataLevel.mineLocation;
    await putObservation(trx, input.inspectionExternalId, {
      externalId: crypto.randomUUID(),
      id: null,
      categoryTypeId: null,
      categoryTypeExternalId: input.categoryTypeExternalId,
      observableItemId: entry.id,
      observableItem: entry.identifier,
      value,
      entityId: onPlacement ? input.placement.id : null,
      entityExternalId: onPlacement ? input.placement.externalId : input.bucketExternalId,
      dataLevelId: onPlacement ? target.dataLevel : entry.dataLevel,
      unitId: entry.unitId ?? null,
      actionTypeId: null,
    });
  }
  return { ok: true };
}

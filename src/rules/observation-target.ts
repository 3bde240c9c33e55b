// Which entity an observation or new equipment belongs to (shell spec §5, recording spec §4 and §8).
import { DataLevel } from './enums.ts';

export const TARGET_MISSING = 'Mine location and asset information are required.';
export const TARGET_BOTH = 'Both mine location and asset information cannot be provided at the same time.';
export const EQUIPMENT_OWNER_MISSING = 'Equipment must have either an assetId or mineLocationId';

// shell spec §9: an id is given when it is a positive number (missing ids default to -1; new records use 0)
export function isGivenId(id: number | null | undefined): id is number {
  return typeof id === 'number' && Number.isFinite(id) && id > 0;
}

export type ObservationTarget =
  | { ok: true; dataLevel: typeof DataLevel.asset; entityId: number }
  | { ok: true; dataLevel: typeof DataLevel.mineLocation; entityId: number }
  | { ok: false; code: 'Missing'; message: typeof TARGET_MISSING }
  | { ok: false; code: 'Both'; message: typeof TARGET_BOTH };

// shell spec §5: observation writing requires exactly one of mine location or asset
export function observationTarget(target: {
  assetId?: number | null;
  mineLocationId?: number | null;
}): ObservationTarget {
  const hasAsset = isGivenId(target.assetId);
  const hasMine = isGivenId(target.mineLocationId);
  if (hasAsset && hasMine) return { ok: false, code: 'Both', message: TARGET_BOTH };
  if (hasAsset) return { ok: true, dataLevel: DataLevel.asset, entityId: target.assetId as number };
  if (hasMine)
    return { ok: true, dataLevel: DataLevel.mineLocation, entityId: target.mineLocationId as number };
  return { ok: false, code: 'Missing', message: TARGET_MISSING };
}

// recording spec §4 and §8: adding equipment requires an existing asset or mine location
export function validateEquipmentOwner(equipment: {
  assetId?: number | null;
  mineLocationId?: number | null;
}): { ok: true } | { ok: false; message: typeof EQUIPMENT_OWNER_MISSING } {
  return isGivenId(equipment.assetId) || isGivenId(equipment.mineLocationId)
    ? { ok: true }
    : { ok: false, message: EQUIPMENT_OWNER_MISSING };
}

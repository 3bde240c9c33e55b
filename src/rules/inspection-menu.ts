// Which entries of the inspection contents are enabled or shown (shell spec §5, recording spec §2 Inspection contents).
import { isGivenId } from './observation-target.ts';

export const UNDERCARRIAGE_NOT_AVAILABLE = 'Undercarriage is not available for this asset';
export const UNDERCARRIAGE_IN_YARD = 'Undercarriage can not be inspected in a yard';

export type MenuEntry = { enabled: true } | { enabled: false; message?: string };

/** What the contents screen knows about the inspection. */
export interface InspectionContext {
  hasAsset: boolean;
  /** A yard inspection: on a mine location, not an asset. */
  isYard: boolean;
  hasUndercarriage: boolean;
  hasBucket: boolean;
}

// recording spec §2: an inspection on a mine location and no asset is a yard inspection
export function isYardInspection(inspection: {
  assetId?: number | null;
  mineLocationId?: number | null;
}): boolean {
  return !isGivenId(inspection.assetId) && isGivenId(inspection.mineLocationId);
}

// shell spec §5: Undercarriage is disabled in a yard or when the asset has no undercarriage equipment, with the exact messages
export function undercarriageEntry(
  context: Pick<InspectionContext, 'isYard' | 'hasUndercarriage'>,
): MenuEntry {
  if (context.isYard) return { enabled: false, message: UNDERCARRIAGE_IN_YARD };
  if (!context.hasUndercarriage) return { enabled: false, message: UNDERCARRIAGE_NOT_AVAILABLE };
  return { enabled: true };
}

// shell spec §5: machine photo and operation are disabled when there is no asset
export function assetEntry(context: Pick<InspectionContext, 'hasAsset'>): MenuEntry {
  return context.hasAsset ? { enabled: true } : { enabled: false };
}

// recording spec §2: Add Bucket only when there is no bucket; CONDITION & CHANGEOUT (Bucket) only when one exists
export function bucketEntries(context: Pick<InspectionContext, 'hasBucket'>): {
  showAddBucket: boolean;
  showBucketSection: boolean;
} {
  return { showAddBucket: !context.hasBucket, showBucketSection: context.hasBucket };
}

// Sync banner progress and messages (shell spec §4 Sync banner states and §8, recording spec §8 and §9).

export const SYNC_ERROR = 'Error - An error has occurred, please try again.';
export const SYNC_OFFLINE =
  "Offline Mode - You're currently offline. Your Inspection Data and the report will sync when connection is restored.";
export const SYNC_COMPLETE =
  'Sync Complete - Your Inspection Data has been synced successfully and the report has been generated.';

// recording spec §9: sync progress fraction (uploaded / total images), 1 if nothing to upload
export function syncProgressFraction(uploaded: number, total: number): number {
  if (!(total > 0)) return 1;
  return Math.min(1, Math.max(0, uploaded / total));
}

// shell spec §4: the banner's "n of m images uploaded"
export function imagesUploadedLabel(uploaded: number, total: number): string {
  return `${uploaded} of ${total} images uploaded`;
}

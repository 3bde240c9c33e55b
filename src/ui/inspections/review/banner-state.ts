// The completed inspection's sync banner: which of the spec's four states it shows (shell spec "Sync banner states").

/** shell spec §9 and recording spec §9: the tap-twice window. */
export const TAP_TWICE_MS = 1500;

export type BannerState = 'offline' | 'error' | 'syncing' | 'complete';

/** Which of the spec's four states this inspection is in: offline first, then a failure, then what still waits. */
export function bannerState(input: { offline: boolean; failed: boolean; synced: boolean }): BannerState {
  if (input.offline) return 'offline';
  if (input.failed) return 'error';
  return input.synced ? 'complete' : 'syncing';
}

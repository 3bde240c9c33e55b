// What the UI can observe of sync, to show it in words: plain data, sent over Comlink.

export type SyncPhase = 'idle' | 'pulling' | 'pushing' | 'uploading' | 'offline' | 'error';

export interface SyncStatus {
  readonly phase: SyncPhase;
  /** While the first full sync runs: the fraction of rows applied (0..1). */
  readonly progress: number | undefined;
  readonly message: string | undefined;
  readonly pendingChanges: number;
  readonly rejectedChanges: number;
  readonly photosUploaded: number;
  readonly photosTotal: number;
  readonly lastSyncDate: string | null;
  /** Pulled rows this device could not read, set aside (syncQuarantine) and tried again at every pull. */
  readonly unreadRecords: number;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  phase: 'idle',
  progress: undefined,
  message: undefined,
  pendingChanges: 0,
  rejectedChanges: 0,
  photosUploaded: 0,
  photosTotal: 0,
  lastSyncDate: null,
  unreadRecords: 0,
};

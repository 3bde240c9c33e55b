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
  /** The server's time of the last pull (the cursor the next pull sends): held back while the server had writes open. */
  readonly lastSyncDate: string | null;
  /** When this device last finished a pull, by its own clock: what "Synced … ago" says. */
  readonly lastSyncedAt: string | null;
  /** Pulled rows this device could not read, set aside (syncQuarantine) and tried again at every pull. */
  readonly unreadRecords: number;
  /** The server's words for the newest change it refused (a 4xx, e.g. a save past its limits), while any is refused. */
  readonly lastRefusal?: string | null;
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
  lastSyncedAt: null,
  unreadRecords: 0,
};

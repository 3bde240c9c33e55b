import type { Generated } from 'kysely';

// Kysely row types of migrations/client/0002_local_engine.sql.

export interface KvTable {
  key: string;
  value: string;
  updatedAt: string;
}

export type OutboxEntityType = 'inspection' | 'inspectionCategoryType' | 'observation' | 'equipment';

export interface OutboxTable {
  seq: Generated<number>;
  entityType: OutboxEntityType;
  entityExternalId: string;
  inspectionExternalId: string | null;
  operation: 'upsert' | 'delete';
  payload: string;
  createdAt: string;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  state: Generated<'pending' | 'rejected'>;
  lastError: string | null;
}

/** refused: the server refused it for good (decision 0066); kept, never sent again. */
export type PhotoState = 'queued' | 'uploading' | 'uploaded' | 'failed' | 'refused';

export interface PhotoQueueTable {
  fileName: string;
  observationExternalId: string;
  inspectionExternalId: string | null;
  mimeType: string;
  byteSize: number;
  state: Generated<PhotoState>;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  uploadedAt: string | null;
}

/** A photo received from a screen and not yet stored (migration 0008, decision 0036). */
export interface PhotosReceivedTable {
  id: string;
  /** The photo's write without its image, as JSON; the image is the photo file "<id>.received". */
  request: string;
  receivedAt: string;
}

export type SupportMessageState = 'queued' | 'sent' | 'refused';

/** A support message waiting for the server, or sent (migration 0009, decision 0041). */
export interface SupportQueueTable {
  id: string;
  /** The body of POST user-message: the stringified chat message. */
  message: string;
  createdAt: string;
  state: Generated<SupportMessageState>;
  attempts: Generated<number>;
  nextAttemptAt: string | null;
  sentAt: string | null;
  lastError: string | null;
}

export interface SyncStateTable {
  id: number;
  lastSyncDate: string | null;
  lastFullSyncAt: string | null;
  lastPullAt: string | null;
  lastPushAt: string | null;
  lastError: string | null;
}

/** migrations/client/0005: pulled rows the device could not read, kept with why (apply-pull.ts). */
export interface SyncQuarantineTable {
  list: string;
  /** The row's externalId, else its id, as text. */
  rowKey: string;
  reason: string;
  /** The row as received (JSON). */
  row: string;
  receivedAt: string;
}

/** migrations/client/0006: who is signed in on this device (one row), for the owner rule of decision 0022. */
export interface SignedInUserTable {
  id: number;
  /** The access token's `sub`, as the server records an inspection's owner. */
  subject: string;
  updatedAt: string;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface LocalTables {
  kv: KvTable;
  outbox: OutboxTable;
  photoQueue: PhotoQueueTable;
  photosReceived: PhotosReceivedTable;
  supportQueue: SupportQueueTable;
  syncState: SyncStateTable;
  syncQuarantine: SyncQuarantineTable;
  signedInUser: SignedInUserTable;
  schema_migrations: SchemaMigrationsTable;
}

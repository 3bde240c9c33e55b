-- Local-only tables the engine needs: never synced as rows, never sent to the server as such.

-- Small settings and device state (remembered username, SQL console history, last app hash …), JSON values.
CREATE TABLE kv (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  updatedAt TEXT NOT NULL
) STRICT;

-- Local changes waiting for POST /inspection, drained FIFO; an entry is deleted only after a 2xx.
CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  entityType TEXT NOT NULL CHECK (entityType IN ('inspection', 'inspectionCategoryType', 'observation', 'equipment')),
  entityExternalId TEXT NOT NULL,
  inspectionExternalId TEXT,
  operation TEXT NOT NULL CHECK (operation IN ('upsert', 'delete')),
  payload TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'rejected')),
  lastError TEXT
) STRICT;
CREATE INDEX outbox_state_seq ON outbox (state, seq);
CREATE INDEX outbox_entity ON outbox (entityType, entityExternalId);

-- Photos compressed and stored in OPFS, each uploaded on its own so one bad photo never blocks the data.
CREATE TABLE photoQueue (
  fileName TEXT PRIMARY KEY NOT NULL,
  observationExternalId TEXT NOT NULL,
  inspectionExternalId TEXT,
  mimeType TEXT NOT NULL,
  byteSize INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'uploading', 'uploaded', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  lastError TEXT,
  createdAt TEXT NOT NULL,
  uploadedAt TEXT
) STRICT;
CREATE INDEX photoQueue_state ON photoQueue (state, nextAttemptAt);
CREATE INDEX photoQueue_observation ON photoQueue (observationExternalId);

-- One row: the pull cursor and what the last sync did.
CREATE TABLE syncState (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  lastSyncDate TEXT,
  lastFullSyncAt TEXT,
  lastPullAt TEXT,
  lastPushAt TEXT,
  lastError TEXT
) STRICT;
INSERT INTO syncState (id) VALUES (1);

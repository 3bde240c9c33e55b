-- A photo upload the server refused for good (409: the reading no longer names its file, decision 0066): kept on the
-- device with the server's words, and not sent again by the backoff. SQLite cannot change a CHECK, so the queue is
-- copied into a table that allows the new state.
CREATE TABLE photoQueueNew (
  fileName TEXT PRIMARY KEY NOT NULL,
  observationExternalId TEXT NOT NULL,
  inspectionExternalId TEXT,
  mimeType TEXT NOT NULL,
  byteSize INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'uploading', 'uploaded', 'failed', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  lastError TEXT,
  createdAt TEXT NOT NULL,
  uploadedAt TEXT
) STRICT;
INSERT INTO photoQueueNew SELECT fileName, observationExternalId, inspectionExternalId, mimeType, byteSize, state,
  attempts, nextAttemptAt, lastError, createdAt, uploadedAt FROM photoQueue;
DROP TABLE photoQueue;
ALTER TABLE photoQueueNew RENAME TO photoQueue;
CREATE INDEX photoQueue_state ON photoQueue (state, nextAttemptAt);
CREATE INDEX photoQueue_observation ON photoQueue (observationExternalId);

-- What several server processes on several machines must agree on, in the database they share
-- (docs/decisions/0026-stateless-server-processes.md). Used with DATABASE_URL; the embedded PGlite keeps photos and the
-- local signing key under DATA_DIR (one process, one machine), and leaves these tables empty.
--
-- photo_blobs: a photo's bytes under the name photos.file_name holds, in chunks of at most 256 KiB, written with their
-- blob row in one transaction (a blob row is never half a photo). A blob is written before the photos row that names
-- it and removed after the row that named it changed, so one a killed process left behind is unnamed: the sweep
-- removes unnamed blobs older than 10 minutes.

CREATE TABLE photo_blobs (
  file_name text PRIMARY KEY,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  chunk_count integer NOT NULL CHECK (chunk_count > 0),
  stored_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX photo_blobs_stored_at ON photo_blobs (stored_at);

CREATE TABLE photo_blob_chunks (
  file_name text NOT NULL REFERENCES photo_blobs (file_name) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (file_name, seq)
);
-- JPEG, PNG and WebP are compressed already: stored out of line as they are, without a compression attempt first.
ALTER TABLE photo_blob_chunks ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- The local identity provider's signing key (a private JWK, RS256) and cookie secret: one row, made by the first
-- process that needs it (the others read the winner's).
CREATE TABLE local_identity_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  private_jwk jsonb NOT NULL,
  cookie_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

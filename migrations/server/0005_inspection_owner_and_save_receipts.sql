-- Who may change what (docs/decisions/0022-who-may-change-an-inspection.md) and saves that never go back in time.
--
-- owner_sub: the token subject of the inspector who created the inspection, set once by the save that inserted it and
-- never changed after; only that inspector may save or delete it. Rows from before this column take the author of
-- their first audited insert, else the last saver (the seed's rows: 'seed', which no token has).
--
-- inspection_audit also records refusals (action 'refused', with the reason): a save, delete or photo upload the
-- server turned down leaves a row although its own transaction rolled back.
--
-- save_receipts: per device (metaData.deviceId) and per subject of a save (an inspection's externalId, or a bucket's
-- for an equipment-only save), the highest outbox sequence number applied. A save whose outboxSeqs are all at or
-- below it is a replay or a delayed older copy: answered as before, it writes nothing.

ALTER TABLE inspections ADD COLUMN owner_sub text;
UPDATE inspections i SET owner_sub = coalesce(
  (SELECT a.actor_sub FROM inspection_audit a
   WHERE a.table_name = 'inspections' AND a.action = 'insert' AND a.row_external_id = i.external_id
     AND a.actor_sub IS NOT NULL
   ORDER BY a.seq LIMIT 1),
  i.saved_by);

ALTER TABLE inspection_audit DROP CONSTRAINT inspection_audit_action_check;
ALTER TABLE inspection_audit ADD CONSTRAINT inspection_audit_action_check
  CHECK (action IN ('insert', 'update', 'delete', 'refused'));
ALTER TABLE inspection_audit ADD COLUMN reason text;

CREATE TABLE save_receipts (
  device_id uuid NOT NULL,
  subject_external_id uuid NOT NULL,
  max_seq bigint NOT NULL,
  saved_by text,
  saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (device_id, subject_external_id)
);

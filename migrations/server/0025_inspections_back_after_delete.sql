-- An inspection deleted on one device and then changed on another (docs/decisions/0073-deleted-and-back.md).
--
-- A delete the server applies is remembered with the device that sent it until a later save of another device
-- brings the inspection back; that save stamps the inspection with who deleted it and whose changes brought it back,
-- which both devices pull with the inspection and show in words.
CREATE TABLE inspection_deletions (
  external_id uuid PRIMARY KEY,
  device_id uuid,
  device_name text,
  deleted_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

ALTER TABLE inspections
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_on_device_id uuid,
  ADD COLUMN deleted_on_device_name text,
  ADD COLUMN kept_from_device_id uuid,
  ADD COLUMN kept_from_device_name text;

-- An inspection's externalId is first come, first served (issue 49; docs/decisions/0039-first-come-inspections.md).
--
-- The save reads the inspections it names, locked, before it writes (src/server/save/authorize.ts), but a new
-- externalId has no row to lock: two inspectors creating the same one at once, on two processes, both read nothing,
-- and the second INSERT … ON CONFLICT DO UPDATE then waited for the first and updated its row: the inspection mixed
-- their observations, and the second could become its owner. And once its inspector deleted it, anyone could create
-- it again, after which the first inspector's other devices were refused.
--
-- - An UPDATE that makes another inspector than its owner (owner_sub, else its first saver) its saver is refused: unique_violation (23505) with the constraint
--   inspections_first_come, the externalId as its DETAIL and the owner's inspector name as its HINT. The save's
--   transaction rolls back; the server answers 409 (src/server/save/save.ts). A completed inspection's replay keeps
--   its saver (write.ts), so it passes.
-- - A deleted inspection's externalId stays its owner's (deleted_inspections): an INSERT of it by anyone else is
--   refused the same way.

CREATE TABLE deleted_inspections (
  external_id uuid PRIMARY KEY,
  owner_sub text,
  inspector_name text NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE FUNCTION inspection_first_come() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner text;
  owner_name text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT d.owner_sub, d.inspector_name INTO owner, owner_name
      FROM deleted_inspections d WHERE d.external_id = NEW.external_id;
    IF FOUND AND owner IS DISTINCT FROM coalesce(NEW.owner_sub, NEW.saved_by) THEN
      RAISE EXCEPTION 'inspection % was created by another inspector', NEW.external_id
        USING ERRCODE = 'unique_violation', CONSTRAINT = 'inspections_first_come',
          DETAIL = NEW.external_id::text, HINT = owner_name;
    END IF;
    RETURN NEW;
  END IF;
  owner := coalesce(OLD.owner_sub, OLD.saved_by);
  IF NEW.saved_by IS DISTINCT FROM OLD.saved_by AND NEW.saved_by IS DISTINCT FROM owner THEN
    RAISE EXCEPTION 'inspection % was created by another inspector', NEW.external_id
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'inspections_first_come',
        DETAIL = NEW.external_id::text, HINT = OLD.inspector_name;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER inspection_first_come BEFORE INSERT OR UPDATE ON inspections
  FOR EACH ROW EXECUTE FUNCTION inspection_first_come();

CREATE FUNCTION inspection_deleted_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_inspections (external_id, owner_sub, inspector_name)
  SELECT o.external_id, coalesce(o.owner_sub, o.saved_by), o.inspector_name FROM old_rows o
  ON CONFLICT (external_id) DO UPDATE SET owner_sub = excluded.owner_sub, inspector_name = excluded.inspector_name,
    deleted_at = excluded.deleted_at;
  RETURN NULL;
END $$;

CREATE TRIGGER inspection_deleted_owner AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inspection_deleted_owner();

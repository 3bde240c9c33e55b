-- The audit trail of recorded data (docs/decisions/0010-audit-trail-and-completed-inspections.md): every change to an
-- inspection, an inspection category type or an observation keeps who made it, when, and the row as it was before
-- (and after), so a later save never silently erases an inspector's reading. A save names its author for the
-- transaction with set_config('inspect.actor_sub' / 'inspect.actor_name', …, true); other writers (the seed) leave it
-- empty. Inserts are recorded only for saves (the seed inserts a whole fleet); updates that change nothing are
-- skipped before this trigger runs (sync_touch), so a replayed save records nothing.

CREATE TABLE inspection_audit (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  tx bigint NOT NULL DEFAULT txid_current(),
  actor_sub text,
  actor_name text,
  table_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  row_external_id uuid NOT NULL,
  inspection_external_id uuid,
  previous jsonb,
  current jsonb
);
CREATE INDEX inspection_audit_inspection ON inspection_audit (inspection_external_id, seq);
CREATE INDEX inspection_audit_tx ON inspection_audit (tx);

CREATE FUNCTION inspection_audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  subject jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  owner uuid;
BEGIN
  IF TG_OP = 'INSERT' AND actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'inspections' THEN
    owner := (subject ->> 'external_id')::uuid;
  ELSIF TG_TABLE_NAME = 'inspection_category_types' THEN
    owner := (subject ->> 'inspection_external_id')::uuid;
  ELSE
    -- NULL when the category type went in the same statement (an inspection deleted with everything in it).
    SELECT ct.inspection_external_id INTO owner FROM inspection_category_types ct
    WHERE ct.external_id = (subject ->> 'category_type_external_id')::uuid;
  END IF;
  INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
    previous, current)
  VALUES (actor, nullif(current_setting('inspect.actor_name', true), ''), TG_TABLE_NAME, lower(TG_OP),
    (subject ->> 'external_id')::uuid, owner,
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) - 'changed_at' END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) - 'changed_at' END);
  RETURN NULL;
END $$;

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON inspections
FOR EACH ROW EXECUTE FUNCTION inspection_audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON inspection_category_types
FOR EACH ROW EXECUTE FUNCTION inspection_audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON observations
FOR EACH ROW EXECUTE FUNCTION inspection_audit_row();

-- The audit trail written once per statement instead of once per row
-- (docs/decisions/0030-fast-saves-and-flat-memory.md).
--
-- 0003's trigger ran its PL/pgSQL function for every row a save wrote: 42 calls for an inspection of 40
-- observations, each serialising the row and inserting one audit row, about a third of the database's CPU for the
-- save. These triggers run once per statement with its transition tables (every row it inserted, the rows before and
-- after each update, every row it deleted) and insert the same audit rows, with the same columns and values, in one
-- INSERT … SELECT. As before: inserts are recorded only when a save named its author (the seed inserts a whole
-- fleet), updates that changed nothing were skipped before (sync_touch) so they are in no transition table, and an
-- observation's inspection is read from its category type (NULL when that went in the same statement, as when an
-- inspection is deleted with everything in it).
--
-- A trigger with transition tables has one event, so each table has three.

CREATE FUNCTION inspection_audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  actor_name text := nullif(current_setting('inspect.actor_name', true), '');
BEGIN
  -- The inspection a row belongs to is found as 0003's trigger found it.
  IF TG_OP = 'INSERT' THEN
    IF actor IS NULL THEN
      RETURN NULL;
    END IF;
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'insert', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (SELECT ct.inspection_external_id FROM inspection_category_types ct
              WHERE ct.external_id = (s.subject ->> 'category_type_external_id')::uuid)
      END, NULL, s.subject - 'changed_at'
    FROM (SELECT to_jsonb(n) AS subject FROM new_rows n) s;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'update', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (SELECT ct.inspection_external_id FROM inspection_category_types ct
              WHERE ct.external_id = (s.subject ->> 'category_type_external_id')::uuid)
      END, s.previous - 'changed_at', s.subject - 'changed_at'
    FROM (SELECT to_jsonb(n) AS subject, to_jsonb(o) AS previous
          FROM new_rows n JOIN old_rows o ON o.id = n.id) s;
  ELSE
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'delete', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (SELECT ct.inspection_external_id FROM inspection_category_types ct
              WHERE ct.external_id = (s.subject ->> 'category_type_external_id')::uuid)
      END, s.subject - 'changed_at', NULL
    FROM (SELECT to_jsonb(o) AS subject FROM old_rows o) s;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER audit ON inspections;
DROP TRIGGER audit ON inspection_category_types;
DROP TRIGGER audit ON observations;
DROP FUNCTION inspection_audit_row();

CREATE TRIGGER audit_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_update AFTER UPDATE ON inspections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_delete AFTER DELETE ON inspections REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();

CREATE TRIGGER audit_insert AFTER INSERT ON inspection_category_types REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_update AFTER UPDATE ON inspection_category_types
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_delete AFTER DELETE ON inspection_category_types REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();

CREATE TRIGGER audit_insert AFTER INSERT ON observations REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_update AFTER UPDATE ON observations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();
CREATE TRIGGER audit_delete AFTER DELETE ON observations REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_statement();

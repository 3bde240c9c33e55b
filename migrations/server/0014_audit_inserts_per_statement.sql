-- A save's inserts audited once per statement and inspection, naming the rows, instead of once per row with a copy
-- of each (docs/decisions/0037-audit-inserts-per-statement.md). Updates and deletes are audited as before (0011).
--
-- An insert's audit row held the whole new row as JSON: 42 rows of about 480 bytes for the bench's save of an
-- inspection of 40 observations, each a heap tuple and two index entries. `npm run bench:save-db -- --below 14`
-- measured the audit at 23 % of PostgreSQL's CPU per save, and half of it the rows themselves. The copy added
-- nothing: what a row was when inserted is the `previous` of its first audited update, else of its audited deletion,
-- else the row as it is (every update and deletion is audited, whoever makes it). So an insert statement now writes
-- one audit row per inspection it touched, with who, when, the table, the inspection and the externalIds of the rows
-- it inserted (row_external_ids, in the order they were inserted); row_external_id, previous and current are null.
-- Rows audited before keep their shape. The inserts have a trigger function of their own: 0011's still audits updates
-- and deletes, and its insert branch is no longer reached.

ALTER TABLE inspection_audit ADD COLUMN row_external_ids uuid[];
ALTER TABLE inspection_audit ALTER COLUMN row_external_id DROP NOT NULL;
-- NOT VALID: every row written before holds it by construction (row_external_id was NOT NULL, the new column is
-- null), so the trail is not scanned under this migration's lock; rows written from now on are checked.
ALTER TABLE inspection_audit ADD CONSTRAINT inspection_audit_one_subject
  CHECK (num_nonnulls(row_external_id, row_external_ids) = 1) NOT VALID;

-- Each table's columns are named in a statement of its own: PL/pgSQL parses a statement when it first runs it, for
-- the table whose trigger runs it. An observation's inspection is found as 0011 finds it (its category type's, by a
-- query planned when it runs).
CREATE FUNCTION inspection_audit_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  actor_name text := nullif(current_setting('inspect.actor_name', true), '');
  -- { category type externalId: its inspection's externalId }.
  owners jsonb;
BEGIN
  -- Inserts are audited only for saves, which name their author (the seed inserts a whole fleet).
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'inspections' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT actor, actor_name, TG_TABLE_NAME, 'insert', ARRAY[n.external_id], n.external_id FROM new_rows n;
  ELSIF TG_TABLE_NAME = 'inspection_category_types' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT actor, actor_name, TG_TABLE_NAME, 'insert', array_agg(n.external_id ORDER BY n.id), n.inspection_external_id
    FROM new_rows n GROUP BY n.inspection_external_id;
  ELSE
    EXECUTE 'SELECT coalesce(jsonb_object_agg(ct.external_id, ct.inspection_external_id), ''{}'')
      FROM inspection_category_types ct WHERE ct.external_id = ANY($1)'
      INTO owners USING ARRAY(SELECT DISTINCT category_type_external_id FROM new_rows);
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT actor, actor_name, TG_TABLE_NAME, 'insert', array_agg(s.external_id ORDER BY s.id), s.owner
    FROM (SELECT n.id, n.external_id, (owners ->> n.category_type_external_id::text)::uuid AS owner FROM new_rows n) s
    GROUP BY s.owner;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER audit_insert AFTER INSERT ON inspections REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_inserts();
CREATE OR REPLACE TRIGGER audit_insert AFTER INSERT ON inspection_category_types REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_inserts();
CREATE OR REPLACE TRIGGER audit_insert AFTER INSERT ON observations REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION inspection_audit_inserts();

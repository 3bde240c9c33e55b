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
-- Rows audited before keep their shape.

ALTER TABLE inspection_audit ADD COLUMN row_external_ids uuid[];
ALTER TABLE inspection_audit ALTER COLUMN row_external_id DROP NOT NULL;
-- NOT VALID: every row written before holds it by construction (row_external_id was NOT NULL, the new column is
-- null), so the trail is not scanned under this migration's lock; rows written from now on are checked.
ALTER TABLE inspection_audit ADD CONSTRAINT inspection_audit_one_subject
  CHECK (num_nonnulls(row_external_id, row_external_ids) = 1) NOT VALID;

CREATE OR REPLACE FUNCTION inspection_audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  actor_name text := nullif(current_setting('inspect.actor_name', true), '');
  -- For observations: { category type externalId: its inspection's externalId }.
  owners jsonb := '{}';
  owners_of constant text := 'SELECT coalesce(jsonb_object_agg(ct.external_id, ct.inspection_external_id), ''{}'')
    FROM inspection_category_types ct WHERE ct.external_id = ANY($1)';
BEGIN
  -- The inspection a row belongs to is found as 0003's trigger found it: NULL for an observation whose category type
  -- went in the same statement (an inspection deleted with everything in it).
  IF TG_OP = 'INSERT' AND actor IS NULL THEN
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'observations' THEN
    IF TG_OP = 'DELETE' THEN
      EXECUTE owners_of INTO owners USING ARRAY(SELECT DISTINCT category_type_external_id FROM old_rows);
    ELSE
      EXECUTE owners_of INTO owners USING ARRAY(SELECT DISTINCT category_type_external_id FROM new_rows);
    END IF;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- Each table's columns are named in a statement of its own: PL/pgSQL parses a statement when it first runs it,
    -- for the table whose trigger runs it.
    IF TG_TABLE_NAME = 'inspections' THEN
      INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids,
        inspection_external_id)
      SELECT actor, actor_name, TG_TABLE_NAME, 'insert', ARRAY[n.external_id], n.external_id FROM new_rows n;
    ELSIF TG_TABLE_NAME = 'inspection_category_types' THEN
      INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids,
        inspection_external_id)
      SELECT actor, actor_name, TG_TABLE_NAME, 'insert', array_agg(n.external_id ORDER BY n.id),
        n.inspection_external_id
      FROM new_rows n GROUP BY n.inspection_external_id;
    ELSE
      INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids,
        inspection_external_id)
      SELECT actor, actor_name, TG_TABLE_NAME, 'insert', array_agg(s.external_id ORDER BY s.id), s.owner
      FROM (SELECT n.id, n.external_id, (owners ->> n.category_type_external_id::text)::uuid AS owner
            FROM new_rows n) s
      GROUP BY s.owner;
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'update', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (owners ->> (s.subject ->> 'category_type_external_id'))::uuid
      END, s.previous - 'changed_at', s.subject - 'changed_at'
    FROM (SELECT to_jsonb(n) AS subject, to_jsonb(o) AS previous
          FROM new_rows n JOIN old_rows o ON o.id = n.id OFFSET 0) s;
  ELSE
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'delete', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (owners ->> (s.subject ->> 'category_type_external_id'))::uuid
      END, s.subject - 'changed_at', NULL
    FROM (SELECT to_jsonb(o) AS subject FROM old_rows o OFFSET 0) s;
  END IF;
  RETURN NULL;
END $$;

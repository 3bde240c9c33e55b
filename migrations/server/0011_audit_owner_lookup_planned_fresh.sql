-- The inspection of an audited observation found once per statement, by a query planned when it runs
-- (docs/decisions/0032-catalogue-references-per-statement.md, plans kept as a table grows); the audit rows are the
-- same.
--
-- 0009 looked up each observation's category type by a subquery per row. PL/pgSQL keeps a query's plan for the
-- session, and a plan made while inspection_category_types was small (a new database: 60 rows on the demo fleet) is a
-- sequential scan that parses the row's JSON again for every row it passes. Kept as the table grew, it cost every
-- save a scan of the whole table per observation: in the save cell of `npm run bench:server`, most of PostgreSQL's
-- CPU went there in the connection that had such a plan (`perf`), up to 11 ms per save. Now the distinct category
-- types of the statement's rows are looked up in one query run by EXECUTE, so it is planned with the table's size
-- of the moment (an index lookup per category type once the table has grown), and each row reads its inspection
-- from the answer.

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
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT actor, actor_name, TG_TABLE_NAME, 'insert', (s.subject ->> 'external_id')::uuid,
      CASE TG_TABLE_NAME
        WHEN 'inspections' THEN (s.subject ->> 'external_id')::uuid
        WHEN 'inspection_category_types' THEN (s.subject ->> 'inspection_external_id')::uuid
        ELSE (owners ->> (s.subject ->> 'category_type_external_id'))::uuid
      END, NULL, s.subject - 'changed_at'
    FROM (SELECT to_jsonb(n) AS subject FROM new_rows n OFFSET 0) s;
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

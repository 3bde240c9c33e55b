-- The audit's author per inspection, for saves committed together (docs/decisions/0038-saves-committed-together.md).
--
-- A save names its author for its whole transaction (inspect.actor_sub, inspect.actor_name). Saves of several
-- inspectors that share one transaction name theirs per inspection instead, in inspect.actors: a JSON object
-- { inspection externalId: { "sub": …, "name": … } }. Each audit row takes the author of its inspection from it, else
-- the transaction's. The rows are otherwise the same as 0011's and 0014's.

CREATE OR REPLACE FUNCTION inspection_audit_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  actor_name text := nullif(current_setting('inspect.actor_name', true), '');
  actors jsonb := nullif(current_setting('inspect.actors', true), '')::jsonb;
  -- { category type externalId: its inspection's externalId }.
  owners jsonb;
BEGIN
  -- Inserts are audited only for saves, which name their author (the seed inserts a whole fleet).
  IF actor IS NULL AND actors IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'inspections' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT coalesce(actors -> n.external_id::text ->> 'sub', actor),
      coalesce(actors -> n.external_id::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'insert', ARRAY[n.external_id], n.external_id FROM new_rows n;
  ELSIF TG_TABLE_NAME = 'inspection_category_types' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT coalesce(actors -> s.owner::text ->> 'sub', actor), coalesce(actors -> s.owner::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'insert', s.ids, s.owner
    FROM (SELECT n.inspection_external_id AS owner, array_agg(n.external_id ORDER BY n.id) AS ids
          FROM new_rows n GROUP BY n.inspection_external_id) s;
  ELSE
    EXECUTE 'SELECT coalesce(jsonb_object_agg(ct.external_id, ct.inspection_external_id), ''{}'')
      FROM inspection_category_types ct WHERE ct.external_id = ANY($1)'
      INTO owners USING ARRAY(SELECT DISTINCT category_type_external_id FROM new_rows);
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_ids, inspection_external_id)
    SELECT coalesce(actors -> g.owner::text ->> 'sub', actor), coalesce(actors -> g.owner::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'insert', g.ids, g.owner
    FROM (SELECT s.owner, array_agg(s.external_id ORDER BY s.id) AS ids
          FROM (SELECT n.id, n.external_id, (owners ->> n.category_type_external_id::text)::uuid AS owner
                FROM new_rows n) s
          GROUP BY s.owner) g;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION inspection_audit_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('inspect.actor_sub', true), '');
  actor_name text := nullif(current_setting('inspect.actor_name', true), '');
  actors jsonb := nullif(current_setting('inspect.actors', true), '')::jsonb;
  -- For observations: { category type externalId: its inspection's externalId }.
  owners jsonb := '{}';
  owners_of constant text := 'SELECT coalesce(jsonb_object_agg(ct.external_id, ct.inspection_external_id), ''{}'')
    FROM inspection_category_types ct WHERE ct.external_id = ANY($1)';
BEGIN
  -- The inspection a row belongs to is found as 0003's trigger found it: NULL for an observation whose category type
  -- went in the same statement (an inspection deleted with everything in it).
  IF TG_OP = 'INSERT' AND actor IS NULL AND actors IS NULL THEN
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
    SELECT coalesce(actors -> s.owner::text ->> 'sub', actor), coalesce(actors -> s.owner::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'insert', s.row_id, s.owner, NULL, s.subject - 'changed_at'
    FROM (SELECT t.subject, (t.subject ->> 'external_id')::uuid AS row_id,
            CASE TG_TABLE_NAME
              WHEN 'inspections' THEN (t.subject ->> 'external_id')::uuid
              WHEN 'inspection_category_types' THEN (t.subject ->> 'inspection_external_id')::uuid
              ELSE (owners ->> (t.subject ->> 'category_type_external_id'))::uuid
            END AS owner
          FROM (SELECT to_jsonb(n) AS subject FROM new_rows n OFFSET 0) t) s;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT coalesce(actors -> s.owner::text ->> 'sub', actor), coalesce(actors -> s.owner::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'update', s.row_id, s.owner, s.previous - 'changed_at', s.subject - 'changed_at'
    FROM (SELECT t.subject, t.previous, (t.subject ->> 'external_id')::uuid AS row_id,
            CASE TG_TABLE_NAME
              WHEN 'inspections' THEN (t.subject ->> 'external_id')::uuid
              WHEN 'inspection_category_types' THEN (t.subject ->> 'inspection_external_id')::uuid
              ELSE (owners ->> (t.subject ->> 'category_type_external_id'))::uuid
            END AS owner
          FROM (SELECT to_jsonb(n) AS subject, to_jsonb(o) AS previous
                FROM new_rows n JOIN old_rows o ON o.id = n.id OFFSET 0) t) s;
  ELSE
    INSERT INTO inspection_audit (actor_sub, actor_name, table_name, action, row_external_id, inspection_external_id,
      previous, current)
    SELECT coalesce(actors -> s.owner::text ->> 'sub', actor), coalesce(actors -> s.owner::text ->> 'name', actor_name),
      TG_TABLE_NAME, 'delete', s.row_id, s.owner, s.subject - 'changed_at', NULL
    FROM (SELECT t.subject, (t.subject ->> 'external_id')::uuid AS row_id,
            CASE TG_TABLE_NAME
              WHEN 'inspections' THEN (t.subject ->> 'external_id')::uuid
              WHEN 'inspection_category_types' THEN (t.subject ->> 'inspection_external_id')::uuid
              ELSE (owners ->> (t.subject ->> 'category_type_external_id'))::uuid
            END AS owner
          FROM (SELECT to_jsonb(o) AS subject FROM old_rows o OFFSET 0) t) s;
  END IF;
  RETURN NULL;
END $$;

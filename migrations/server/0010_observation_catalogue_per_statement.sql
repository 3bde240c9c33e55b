-- An observation's references to the catalogue checked once per statement instead of once per row
-- (docs/decisions/0032-catalogue-references-per-statement.md).
--
-- An observation names its observable item, data level, unit and action type. As foreign keys, PostgreSQL checked each
-- one with a query of its own for every row written: 160 queries for a save of 40 observations, about a seventh of
-- the database's CPU for the save. The same guarantees, kept by triggers that run once per statement:
--
-- - Every row a statement inserts or updates in observations names catalogue rows that exist. They are locked FOR KEY
--   SHARE, as a foreign key locks them, so none can be deleted or change its id before the transaction ends, and one
--   deleted meanwhile by a transaction that commits is not found (the row is refused).
-- - A catalogue row that an observation names cannot be deleted, nor its id changed, nor its table truncated without
--   observations. The check runs after the statement (its row locks waited for every writer of an observation that
--   locked the row) and reads what those writers committed.
--
-- A refusal is a foreign_key_violation (23503) naming the constraint the foreign key had, as PostgreSQL's own did.

ALTER TABLE observations
  DROP CONSTRAINT observations_observable_item_id_fkey,
  DROP CONSTRAINT observations_data_level_id_fkey,
  DROP CONSTRAINT observations_unit_id_fkey,
  DROP CONSTRAINT observations_action_type_id_fkey;

-- Refuses a statement's observations when one names a catalogue row that is not there: the first such id.
CREATE FUNCTION observation_catalogue_missing(catalogue text, ids integer[], referencing text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  missing integer;
BEGIN
  EXECUTE format('SELECT min(x) FROM unnest($1) x WHERE NOT EXISTS (SELECT FROM %I c WHERE c.id = x)', catalogue)
    INTO missing USING ids;
  RAISE foreign_key_violation USING
    MESSAGE = format('insert or update on table "observations" violates foreign key constraint "observations_%s_fkey"',
      referencing),
    DETAIL = format('Key (%s)=(%s) is not present in table "%s".', referencing, missing, catalogue),
    CONSTRAINT = format('observations_%s_fkey', referencing), TABLE = 'observations';
END $$;

-- Static queries, so each session plans them once.
CREATE FUNCTION observation_catalogue_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items integer[];
  levels integer[];
  unit_ids integer[];
  actions integer[];
  locked integer;
BEGIN
  -- An INSERT … ON CONFLICT DO UPDATE fires the update trigger even when it updated nothing.
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT observable_item_id), array_agg(DISTINCT data_level_id),
      coalesce(array_agg(DISTINCT unit_id) FILTER (WHERE unit_id IS NOT NULL), '{}'),
      coalesce(array_agg(DISTINCT action_type_id) FILTER (WHERE action_type_id IS NOT NULL), '{}')
    INTO items, levels, unit_ids, actions FROM new_rows;
  SELECT count(*) INTO locked FROM (SELECT FROM observable_items c WHERE c.id = ANY(items) FOR KEY SHARE) x;
  IF locked < cardinality(items) THEN
    PERFORM observation_catalogue_missing('observable_items', items, 'observable_item_id');
  END IF;
  SELECT count(*) INTO locked FROM (SELECT FROM observable_levels c WHERE c.id = ANY(levels) FOR KEY SHARE) x;
  IF locked < cardinality(levels) THEN
    PERFORM observation_catalogue_missing('observable_levels', levels, 'data_level_id');
  END IF;
  IF cardinality(unit_ids) > 0 THEN
    SELECT count(*) INTO locked FROM (SELECT FROM units c WHERE c.id = ANY(unit_ids) FOR KEY SHARE) x;
    IF locked < cardinality(unit_ids) THEN
      PERFORM observation_catalogue_missing('units', unit_ids, 'unit_id');
    END IF;
  END IF;
  IF cardinality(actions) > 0 THEN
    SELECT count(*) INTO locked FROM (SELECT FROM observable_action_types c WHERE c.id = ANY(actions) FOR KEY SHARE) x;
    IF locked < cardinality(actions) THEN
      PERFORM observation_catalogue_missing('observable_action_types', actions, 'action_type_id');
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_catalogue_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_catalogue_check();
CREATE TRIGGER observation_catalogue_update AFTER UPDATE ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_catalogue_check();

-- A row that observations name goes only with them. TG_ARGV[0]: the column of observations that names a row of this
-- table (a catalogue table here, inspection_category_types in 0012).
CREATE FUNCTION row_still_observed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  referencing text := TG_ARGV[0];
  gone integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    -- After every table of the TRUNCATE is emptied: the seed empties observations with the catalogue.
    EXECUTE format('SELECT %I FROM observations WHERE %I IS NOT NULL LIMIT 1', referencing, referencing) INTO gone;
  ELSIF NOT EXISTS (SELECT FROM old_rows) THEN
    -- An INSERT … ON CONFLICT DO UPDATE fires the update trigger even when it updated nothing.
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT o.id FROM old_rows o WHERE EXISTS (SELECT FROM observations b WHERE b.%I = o.id) LIMIT 1',
      referencing) INTO gone;
  ELSE
    EXECUTE format('SELECT o.id FROM old_rows o WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id)
      AND EXISTS (SELECT FROM observations b WHERE b.%I = o.id) LIMIT 1', referencing) INTO gone;
  END IF;
  IF gone IS NOT NULL THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('update or delete on table "%s" violates foreign key constraint "observations_%s_fkey" on table "observations"',
        TG_TABLE_NAME, referencing),
      DETAIL = format('Key (id)=(%s) is still referenced from table "observations".', gone),
      CONSTRAINT = format('observations_%s_fkey', referencing), TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION observed_catalogue(catalogue text, referencing text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
    EXECUTE FUNCTION row_still_observed(%L)', catalogue || '_observed_delete', catalogue, referencing);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION row_still_observed(%L)', catalogue || '_observed_update', catalogue,
    referencing);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT
    EXECUTE FUNCTION row_still_observed(%L)', catalogue || '_observed_truncate', catalogue, referencing);
END $$;

SELECT observed_catalogue(c.catalogue, c.referencing) FROM (VALUES
  ('observable_items', 'observable_item_id'), ('observable_levels', 'data_level_id'), ('units', 'unit_id'),
  ('observable_action_types', 'action_type_id')) AS c(catalogue, referencing);
DROP FUNCTION observed_catalogue(text, text);

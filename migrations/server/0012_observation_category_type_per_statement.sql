-- An observation's category type checked once per statement, and its observations deleted with it by a trigger
-- (docs/decisions/0032-catalogue-references-per-statement.md, plans kept as a table grows).
--
-- The foreign key checked each observation written by a query of its own, planned once per connection. A connection
-- whose plan was made while inspection_category_types was small (a new database, 60 rows on the demo fleet) kept a
-- sequential scan as the table grew: every save scanned the whole table once per observation (40 times), a cost
-- that grew with every inspection saved (src/server/save/save-reads-no-whole-table.test.ts). The same guarantees:
--
-- - Every row a statement inserts or updates in observations names a category type that exists, locked FOR KEY
--   SHARE as the foreign key locked it, by one query planned when it runs (EXECUTE: planned with the table's size of
--   the moment, an index lookup once it has grown).
-- - Deleting a category type deletes its observations, after the statement, as ON DELETE CASCADE did (their
--   tombstones, audit rows and photos' rows follow as before). Changing a category type's id, or emptying the table
--   without observations, is refused while an observation names it.
--
-- A refusal is the foreign key's: foreign_key_violation (23503), constraint observations_category_type_id_fkey.

ALTER TABLE observations DROP CONSTRAINT observations_category_type_id_fkey;

CREATE FUNCTION observation_category_type_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  locked integer;
BEGIN
  -- An INSERT … ON CONFLICT DO UPDATE fires the update trigger even when it updated nothing.
  SELECT array_agg(DISTINCT category_type_id) INTO ids FROM new_rows;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  EXECUTE 'SELECT count(*) FROM (SELECT FROM inspection_category_types c WHERE c.id = ANY($1) FOR KEY SHARE) x'
    INTO locked USING ids;
  IF locked < cardinality(ids) THEN
    PERFORM observation_catalogue_missing('inspection_category_types', ids, 'category_type_id');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_category_type_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_category_type_check();
CREATE TRIGGER observation_category_type_update AFTER UPDATE ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_category_type_check();

-- After the statement: its row locks waited for every open writer of an observation of these category types, and
-- this reads what they committed.
CREATE FUNCTION category_type_observations_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'DELETE FROM observations WHERE category_type_id = ANY($1)' USING ARRAY(SELECT id FROM old_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER category_type_observations_delete AFTER DELETE ON inspection_category_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_type_observations_deleted();
-- A changed id, or the table emptied without observations, is refused as a catalogue row's is (0010).
CREATE TRIGGER inspection_category_types_observed_update AFTER UPDATE ON inspection_category_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION row_still_observed('category_type_id');
CREATE TRIGGER inspection_category_types_observed_truncate AFTER TRUNCATE ON inspection_category_types
  FOR EACH STATEMENT EXECUTE FUNCTION row_still_observed('category_type_id');

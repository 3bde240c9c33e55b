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
  missing integer;
BEGIN
  -- An INSERT … ON CONFLICT DO UPDATE fires the update trigger even when it updated nothing.
  SELECT array_agg(DISTINCT category_type_id) INTO ids FROM new_rows;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  EXECUTE 'SELECT count(*) FROM (SELECT FROM inspection_category_types c WHERE c.id = ANY($1) FOR KEY SHARE) x'
    INTO locked USING ids;
  IF locked < cardinality(ids) THEN
    SELECT min(x) INTO missing FROM unnest(ids) x
      WHERE NOT EXISTS (SELECT FROM inspection_category_types c WHERE c.id = x);
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "observations" violates foreign key constraint '
        || '"observations_category_type_id_fkey"',
      DETAIL = format('Key (category_type_id)=(%s) is not present in table "inspection_category_types".', missing),
      CONSTRAINT = 'observations_category_type_id_fkey', TABLE = 'observations';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER observation_category_type_insert AFTER INSERT ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_category_type_check();
CREATE TRIGGER observation_category_type_update AFTER UPDATE ON observations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION observation_category_type_check();

CREATE FUNCTION category_type_observations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- After the statement: its row locks waited for every open writer of an observation of these category types,
    -- and this reads what they committed.
    EXECUTE 'DELETE FROM observations WHERE category_type_id = ANY($1)' USING ARRAY(SELECT id FROM old_rows);
    RETURN NULL;
  ELSIF TG_OP = 'TRUNCATE' THEN
    -- After every table of the TRUNCATE is emptied: the seed empties observations with their category types.
    SELECT category_type_id INTO gone FROM observations LIMIT 1;
  ELSE
    SELECT o.id INTO gone FROM old_rows o
      WHERE NOT EXISTS (SELECT FROM new_rows n WHERE n.id = o.id)
        AND EXISTS (SELECT FROM observations b WHERE b.category_type_id = o.id)
      LIMIT 1;
  END IF;
  IF gone IS NOT NULL THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'update or delete on table "inspection_category_types" violates foreign key constraint '
        || '"observations_category_type_id_fkey" on table "observations"',
      DETAIL = format('Key (id)=(%s) is still referenced from table "observations".', gone),
      CONSTRAINT = 'observations_category_type_id_fkey', TABLE = 'inspection_category_types';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER category_type_observations_delete AFTER DELETE ON inspection_category_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_type_observations();
CREATE TRIGGER category_type_observations_update AFTER UPDATE ON inspection_category_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION category_type_observations();
CREATE TRIGGER category_type_observations_truncate AFTER TRUNCATE ON inspection_category_types
  FOR EACH STATEMENT EXECUTE FUNCTION category_type_observations();

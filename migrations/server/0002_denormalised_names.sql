-- The wire carries names denormalised onto rows (an asset's site and customer name, an equipment's category and type,
-- a category type's category and type, an inspection's status, an observation's item identifier). A pull sends only
-- rows whose changed_at moved, so renaming the referenced row alone would leave every device with the old name.
-- These triggers make a rename re-send the rows that carry it: assets store their names, so they are rewritten; the
-- others read theirs through a join, so they are re-stamped.

-- TG_ARGV[0]: the dependent table; TG_ARGV[1]: its column referencing the renamed row's id.
CREATE FUNCTION sync_resend_dependents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET changed_at = clock_timestamp() WHERE %I = $1', TG_ARGV[0], TG_ARGV[1])
  USING NEW.id;
  RETURN NULL;
END $$;

CREATE FUNCTION sync_assets_site_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET site_name = NEW.name WHERE site_id = NEW.id AND site_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;

CREATE FUNCTION sync_assets_customer_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET customer_name = NEW.name
  WHERE customer_id = NEW.id AND customer_name IS DISTINCT FROM NEW.name;
  RETURN NULL;
END $$;

CREATE INDEX assets_customer_id ON assets (customer_id);

CREATE TRIGGER resend_assets AFTER UPDATE OF name ON sites
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_assets_site_name();
CREATE TRIGGER resend_assets AFTER UPDATE OF name ON customers
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION sync_assets_customer_name();

CREATE TRIGGER resend_equipments AFTER UPDATE OF name ON equipment_categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sync_resend_dependents('equipments', 'equipment_category_id');
CREATE TRIGGER resend_equipments AFTER UPDATE OF name ON equipment_types
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sync_resend_dependents('equipments', 'equipment_type_id');
CREATE TRIGGER resend_category_types AFTER UPDATE OF name ON inspection_categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sync_resend_dependents('inspection_category_types', 'category_id');
CREATE TRIGGER resend_category_types AFTER UPDATE OF name ON inspection_types
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sync_resend_dependents('inspection_category_types', 'type_id');
CREATE TRIGGER resend_inspections AFTER UPDATE OF name ON inspection_statuses
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION sync_resend_dependents('inspections', 'inspection_status_id');
CREATE TRIGGER resend_observations AFTER UPDATE OF identifier ON observable_items
FOR EACH ROW WHEN (OLD.identifier IS DISTINCT FROM NEW.identifier)
EXECUTE FUNCTION sync_resend_dependents('observations', 'observable_item_id');

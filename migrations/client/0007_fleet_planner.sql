-- The fleet planner's judged rows, kept on the device (decision 0027): one row per machine component with what the
-- list filters, sorts, searches and shows, judged by the rules (judgeInspection) in the worker and written here, so
-- opening the planner reads a page with SQL instead of judging the fleet. Local only (never synced).
-- Kept current machine by machine: the triggers below note, in the same transaction as the change, which machines'
-- facts changed (plannerStale); the worker judges those again. A change to a list every machine is judged by (the
-- parts' dimensions, thresholds, triggers, action types, names of customers, sites and types) marks the whole fleet.

CREATE TABLE plannerRows (
  -- "<assetId>|<target id>"
  rowId TEXT PRIMARY KEY NOT NULL,
  assetId INTEGER NOT NULL,
  machine TEXT NOT NULL,
  customer TEXT NOT NULL,
  site TEXT NOT NULL,
  assetType TEXT NOT NULL,
  side TEXT,
  component TEXT NOT NULL,
  place TEXT NOT NULL,
  partName TEXT,
  partNumber TEXT,
  wearPercent REAL,
  actionName TEXT NOT NULL,
  -- The rules' ActionView and ForecastFact, as JSON.
  action TEXT NOT NULL,
  forecast TEXT NOT NULL,
  -- The forecast's date at 100 % (the list's order), NULL when there is none.
  dateAt100 TEXT,
  readingInspectionExternalId TEXT NOT NULL,
  readingDate TEXT NOT NULL,
  lastInspectionExternalId TEXT NOT NULL,
  -- The trend chart's points, as JSON.
  readings TEXT NOT NULL,
  -- Lower-case text the search box matches.
  haystack TEXT NOT NULL
) STRICT;
CREATE INDEX plannerRows_assetId ON plannerRows (assetId);
-- The list's order (soonest to 100 % first, none last; the more worn first, none last; machine; row): a page walks it
-- and stops after its rows, where a sort would read every row (with the trends' points) first.
CREATE INDEX plannerRows_soonest ON plannerRows (
  dateAt100 IS NULL, dateAt100, wearPercent IS NULL, wearPercent DESC, machine, rowId);
-- The filters' choices, read from this index alone (a few hundred KB) rather than from the rows (MB with the trends).
CREATE INDEX plannerRows_choices ON plannerRows (customer, site, assetType, component, actionName);

-- Machines to judge again; version counts the changes, so a judging that read a machine before a later change
-- leaves its mark in place.
CREATE TABLE plannerStale (
  assetId INTEGER PRIMARY KEY NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
) STRICT;

-- tracking: 0 until the fleet is first judged (the triggers then do nothing: a first sync into an empty database pays
-- for no marks, every machine will be judged anyway). everything: the whole fleet is to be judged again.
-- judged: machines judged by the judging under way (its progress: judged of judged + stale). complete: the fleet has
-- been judged through once.
CREATE TABLE plannerState (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  tracking INTEGER NOT NULL DEFAULT 0 CHECK (tracking IN (0, 1)),
  everything INTEGER NOT NULL DEFAULT 0 CHECK (everything IN (0, 1)),
  complete INTEGER NOT NULL DEFAULT 0 CHECK (complete IN (0, 1)),
  judged INTEGER NOT NULL DEFAULT 0
) STRICT;
INSERT INTO plannerState (id) VALUES (1);

-- What the triggers below look a bucket's machines up by (inspections_equipmentExternalId is the other half).
CREATE INDEX inspections_bucketExternalId ON inspections (bucketExternalId) WHERE bucketExternalId IS NOT NULL;

-- The machines judged with a bucket's history: the machine it is fitted to and every machine inspected with it.
CREATE VIEW plannerBucketMachines AS
SELECT externalId AS bucket, assetId FROM equipments WHERE assetId IS NOT NULL
UNION ALL
SELECT bucketExternalId, assetId FROM inspections WHERE assetId IS NOT NULL AND bucketExternalId IS NOT NULL
UNION ALL
SELECT equipmentExternalId, assetId FROM inspections WHERE assetId IS NOT NULL AND equipmentExternalId IS NOT NULL;

-- Upserts, not INSERT OR …: inside a trigger an OR clause gives way to the outer statement's conflict handling.

-- An observation belongs to its inspection's machine; one on a bucket (or a bucket's part) is history for every
-- machine judged with that bucket.
CREATE TRIGGER plannerStale_observations_insert AFTER INSERT ON observations
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT i.assetId FROM inspectionCategoryTypes c JOIN inspections i ON i.externalId = c.inspectionExternalId
  WHERE c.externalId = NEW.categoryTypeExternalId AND i.assetId IS NOT NULL
  UNION
  SELECT m.assetId FROM plannerBucketMachines m
  WHERE NEW.entityExternalId IS NOT NULL
    AND m.bucket IN (
      SELECT e.externalId FROM equipments e
      WHERE e.equipmentCategory = 'Bucket' AND e.externalId IN (
        NEW.entityExternalId,
        (SELECT p.externalEquipmentId FROM equipmentParts p WHERE p.externalId = NEW.entityExternalId)))
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_observations_update AFTER UPDATE ON observations
WHEN (SELECT tracking FROM plannerState) = 1 AND (
  OLD.value IS NOT NEW.value OR OLD.observableItemId IS NOT NEW.observableItemId
  OR OLD.observableItem IS NOT NEW.observableItem OR OLD.entityExternalId IS NOT NEW.entityExternalId
  OR OLD.categoryTypeExternalId IS NOT NEW.categoryTypeExternalId) BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT i.assetId FROM inspectionCategoryTypes c JOIN inspections i ON i.externalId = c.inspectionExternalId
  WHERE c.externalId IN (OLD.categoryTypeExternalId, NEW.categoryTypeExternalId) AND i.assetId IS NOT NULL
  UNION
  SELECT m.assetId FROM plannerBucketMachines m
  WHERE coalesce(OLD.entityExternalId, NEW.entityExternalId) IS NOT NULL
    AND m.bucket IN (
      SELECT e.externalId FROM equipments e
      WHERE e.equipmentCategory = 'Bucket' AND e.externalId IN (
        OLD.entityExternalId, NEW.entityExternalId,
        (SELECT p.externalEquipmentId FROM equipmentParts p WHERE p.externalId = OLD.entityExternalId),
        (SELECT p.externalEquipmentId FROM equipmentParts p WHERE p.externalId = NEW.entityExternalId)))
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_observations_delete AFTER DELETE ON observations
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT i.assetId FROM inspectionCategoryTypes c JOIN inspections i ON i.externalId = c.inspectionExternalId
  WHERE c.externalId = OLD.categoryTypeExternalId AND i.assetId IS NOT NULL
  UNION
  SELECT m.assetId FROM plannerBucketMachines m
  WHERE OLD.entityExternalId IS NOT NULL
    AND m.bucket IN (
      SELECT e.externalId FROM equipments e
      WHERE e.equipmentCategory = 'Bucket' AND e.externalId IN (
        OLD.entityExternalId,
        (SELECT p.externalEquipmentId FROM equipmentParts p WHERE p.externalId = OLD.entityExternalId)))
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- A category section ties observations to an inspection.
CREATE TRIGGER plannerStale_categoryTypes_insert AFTER INSERT ON inspectionCategoryTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM inspections WHERE externalId = NEW.inspectionExternalId AND assetId IS NOT NULL
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_categoryTypes_update AFTER UPDATE ON inspectionCategoryTypes
WHEN (SELECT tracking FROM plannerState) = 1 AND OLD.inspectionExternalId IS NOT NEW.inspectionExternalId BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM inspections
  WHERE externalId IN (OLD.inspectionExternalId, NEW.inspectionExternalId) AND assetId IS NOT NULL
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_categoryTypes_delete AFTER DELETE ON inspectionCategoryTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM inspections WHERE externalId = OLD.inspectionExternalId AND assetId IS NOT NULL
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- An inspection: its machine (old and new), and the machines judged with its bucket.
CREATE TRIGGER plannerStale_inspections_insert AFTER INSERT ON inspections
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT NEW.assetId WHERE NEW.assetId IS NOT NULL
  UNION
  SELECT assetId FROM plannerBucketMachines
  WHERE bucket IN (NEW.bucketExternalId, NEW.equipmentExternalId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_inspections_update AFTER UPDATE ON inspections
WHEN (SELECT tracking FROM plannerState) = 1 AND (
  OLD.assetId IS NOT NEW.assetId OR OLD.inspectionDate IS NOT NEW.inspectionDate
  OR OLD.bucketExternalId IS NOT NEW.bucketExternalId OR OLD.equipmentExternalId IS NOT NEW.equipmentExternalId) BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT value FROM (SELECT OLD.assetId AS value UNION SELECT NEW.assetId) WHERE value IS NOT NULL
  UNION
  SELECT assetId FROM plannerBucketMachines
  WHERE bucket IN (OLD.bucketExternalId, OLD.equipmentExternalId, NEW.bucketExternalId, NEW.equipmentExternalId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_inspections_delete AFTER DELETE ON inspections
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT OLD.assetId WHERE OLD.assetId IS NOT NULL
  UNION
  SELECT assetId FROM plannerBucketMachines
  WHERE bucket IN (OLD.bucketExternalId, OLD.equipmentExternalId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- A machine's sides and bucket.
CREATE TRIGGER plannerStale_equipments_insert AFTER INSERT ON equipments
WHEN (SELECT tracking FROM plannerState) = 1 AND NEW.assetId IS NOT NULL BEGIN
  INSERT INTO plannerStale (assetId) VALUES (NEW.assetId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_equipments_update AFTER UPDATE ON equipments
WHEN (SELECT tracking FROM plannerState) = 1 AND (
  OLD.assetId IS NOT NEW.assetId OR OLD.name IS NOT NEW.name OR OLD.equipmentCategory IS NOT NEW.equipmentCategory
  OR OLD.effectiveDate IS NOT NEW.effectiveDate) BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT value FROM (SELECT OLD.assetId AS value UNION SELECT NEW.assetId) WHERE value IS NOT NULL
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_equipments_delete AFTER DELETE ON equipments
WHEN (SELECT tracking FROM plannerState) = 1 AND OLD.assetId IS NOT NULL BEGIN
  INSERT INTO plannerStale (assetId) VALUES (OLD.assetId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- A part fitted to an equipment: the machines judged with that equipment.
CREATE TRIGGER plannerStale_equipmentParts_insert AFTER INSERT ON equipmentParts
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM plannerBucketMachines WHERE bucket = NEW.externalEquipmentId
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_equipmentParts_update AFTER UPDATE ON equipmentParts
WHEN (SELECT tracking FROM plannerState) = 1 AND (
  OLD.externalEquipmentId IS NOT NEW.externalEquipmentId OR OLD.partId IS NOT NEW.partId
  OR OLD.position IS NOT NEW.position OR OLD."group" IS NOT NEW."group" OR OLD.locationId IS NOT NEW.locationId
  OR OLD.secondaryLocationId IS NOT NEW.secondaryLocationId) BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM plannerBucketMachines WHERE bucket IN (OLD.externalEquipmentId, NEW.externalEquipmentId)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_equipmentParts_delete AFTER DELETE ON equipmentParts
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId)
  SELECT assetId FROM plannerBucketMachines WHERE bucket = OLD.externalEquipmentId
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- A machine's name, customer, site or type (what its rows show and are filtered by).
CREATE TRIGGER plannerStale_assets_update AFTER UPDATE ON assets
WHEN (SELECT tracking FROM plannerState) = 1 AND (
  OLD.name IS NOT NEW.name OR OLD.customerName IS NOT NEW.customerName OR OLD.siteName IS NOT NEW.siteName
  OR OLD.customerId IS NOT NEW.customerId OR OLD.siteId IS NOT NEW.siteId OR OLD.assetTypeId IS NOT NEW.assetTypeId)
BEGIN
  INSERT INTO plannerStale (assetId) VALUES (NEW.id)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER plannerStale_assets_delete AFTER DELETE ON assets
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN
  INSERT INTO plannerStale (assetId) VALUES (OLD.id)
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;
END;

-- Lists every machine is judged or shown by: the whole fleet is judged again. An update counts only when a column the
-- judging reads changed (a pull upserts the rows it sends whether they changed or not).
CREATE TRIGGER plannerEverything_parts_insert AFTER INSERT ON parts
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_parts_update AFTER UPDATE ON parts
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.partTypeId IS NOT NEW.partTypeId OR OLD.name IS NOT NEW.name OR OLD.partNumber IS NOT NEW.partNumber)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_parts_delete AFTER DELETE ON parts
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partTypes_insert AFTER INSERT ON partTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partTypes_update AFTER UPDATE ON partTypes
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partTypes_delete AFTER DELETE ON partTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partLocations_insert AFTER INSERT ON partLocations
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partLocations_update AFTER UPDATE ON partLocations
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partLocations_delete AFTER DELETE ON partLocations
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensions_insert AFTER INSERT ON partDimensions
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensions_update AFTER UPDATE ON partDimensions
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.externalId IS NOT NEW.externalId OR OLD.id IS NOT NEW.id OR OLD.partId IS NOT NEW.partId OR OLD.observableItemId IS NOT NEW.observableItemId OR OLD.baselineValue IS NOT NEW.baselineValue OR OLD."limit" IS NOT NEW."limit")
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensions_delete AFTER DELETE ON partDimensions
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensionThresholds_insert AFTER INSERT ON partDimensionThresholds
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensionThresholds_update AFTER UPDATE ON partDimensionThresholds
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.partDimensionId IS NOT NEW.partDimensionId OR OLD.minPercentage IS NOT NEW.minPercentage OR OLD.actionTypeId IS NOT NEW.actionTypeId)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_partDimensionThresholds_delete AFTER DELETE ON partDimensionThresholds
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableItemActionTypes_insert AFTER INSERT ON observableItemActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableItemActionTypes_update AFTER UPDATE ON observableItemActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.observableItemId IS NOT NEW.observableItemId OR OLD.actionTypeId IS NOT NEW.actionTypeId OR OLD.triggerValue IS NOT NEW.triggerValue)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableItemActionTypes_delete AFTER DELETE ON observableItemActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableActionTypes_insert AFTER INSERT ON observableActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableActionTypes_update AFTER UPDATE ON observableActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name OR OLD.description IS NOT NEW.description OR OLD.sortOrder IS NOT NEW.sortOrder OR OLD.defaultColourCode IS NOT NEW.defaultColourCode)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_observableActionTypes_delete AFTER DELETE ON observableActionTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_customers_insert AFTER INSERT ON customers
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_customers_update AFTER UPDATE ON customers
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_customers_delete AFTER DELETE ON customers
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_sites_insert AFTER INSERT ON sites
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_sites_update AFTER UPDATE ON sites
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_sites_delete AFTER DELETE ON sites
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_assetTypes_insert AFTER INSERT ON assetTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_assetTypes_update AFTER UPDATE ON assetTypes
WHEN (SELECT tracking FROM plannerState) = 1 AND (OLD.id IS NOT NEW.id OR OLD.name IS NOT NEW.name)
BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;
CREATE TRIGGER plannerEverything_assetTypes_delete AFTER DELETE ON assetTypes
WHEN (SELECT tracking FROM plannerState) = 1 BEGIN UPDATE plannerState SET everything = 1 WHERE everything = 0; END;

-- The spec's tables: one per sync list of GET /inspection/sync (recording spec §3), plus inspection backups and help
-- tooltips (shell spec §3, "Local database"). Tables and columns are named exactly as the lists and their JSON fields,
-- so a pulled row maps onto columns one to one (src/api/sync-items.ts is the wire side; schema.test.ts checks both).
--
-- Conventions (docs/architecture.md, Data):
-- * STRICT tables. ids INTEGER; externalIds TEXT (UUID); dates TEXT ISO-8601 (a date, or a UTC timestamp ending in Z,
--   so text order is time order); booleans INTEGER 0/1 with a CHECK (the wire sends true/false).
-- * Server-owned reference lists are keyed by `id INTEGER PRIMARY KEY` (the rowid: no extra index to maintain).
-- * Entities that carry an externalId and can be created on the device (inspections, inspectionCategoryTypes,
--   observations, equipments, equipmentParts, mineLocations, parts, partDimensions) are keyed by
--   `externalId TEXT PRIMARY KEY`: it exists from the moment the row is written offline and never changes, while the
--   server `id` only arrives with a later sync. `id` is NULL until then (never 0: the CHECK keeps one spelling of
--   "unsynced", and `WHERE id = ?` can only use a partial index `WHERE id IS NOT NULL`, which SQLite proves from the
--   equality, not `id <> 0`). Links between device rows therefore go by externalId (inspectionExternalId,
--   categoryTypeExternalId, externalEquipmentId); the spec's integer links (inspectionId, categoryTypeId, equipmentId)
--   are kept as the server sends them.
-- * No FOREIGN KEY constraints and no cross-field CHECKs on synced data: lists arrive in any order and in chunks, and the
--   server owns the rules; one pull must never fail halfway on a rule the server does not share.
-- * Migrations on these tables are additive only: new columns nullable or with a default; never reuse a dropped name.

---------------------------------------------------------------------------------------------------------------------
-- Customers, sites and locations
---------------------------------------------------------------------------------------------------------------------

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX customers_name ON customers (name);

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  customerId INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT
) STRICT;
CREATE INDEX sites_name ON sites (name);
CREATE INDEX sites_customerId ON sites (customerId, name);

CREATE TABLE siteDiggingConditions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX siteDiggingConditions_name ON siteDiggingConditions (name);

-- Yards where buckets are kept. Device-creatable (has an externalId), hence keyed by it.
CREATE TABLE mineLocations (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  siteId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX mineLocations_id ON mineLocations (id) WHERE id IS NOT NULL;
CREATE INDEX mineLocations_siteId ON mineLocations (siteId, name);
CREATE INDEX mineLocations_name ON mineLocations (name);

---------------------------------------------------------------------------------------------------------------------
-- Assets (machines) and their models
---------------------------------------------------------------------------------------------------------------------

CREATE TABLE assetManufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX assetManufacturers_name ON assetManufacturers (name);

-- ERS, HEX …
CREATE TABLE assetTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX assetTypes_name ON assetTypes (name);

-- The model's flags decide which undercarriage menus an asset shows (recording spec §2, Undercarriage).
CREATE TABLE assetModels (
  id INTEGER PRIMARY KEY,
  manufacturerId INTEGER NOT NULL,
  assetTypeId INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  bushedShoesAvailable INTEGER NOT NULL DEFAULT 0 CHECK (bushedShoesAvailable IN (0, 1)),
  hasTumblerRollPathMeasurement INTEGER NOT NULL DEFAULT 0 CHECK (hasTumblerRollPathMeasurement IN (0, 1)),
  showFrontIdlerConditionMenu INTEGER NOT NULL DEFAULT 0 CHECK (showFrontIdlerConditionMenu IN (0, 1)),
  showLoadRollerConditionMenu INTEGER NOT NULL DEFAULT 0 CHECK (showLoadRollerConditionMenu IN (0, 1)),
  showRearIdlerConditionMenu INTEGER NOT NULL DEFAULT 0 CHECK (showRearIdlerConditionMenu IN (0, 1)),
  showReturnRollerConditionMenu INTEGER NOT NULL DEFAULT 0 CHECK (showReturnRollerConditionMenu IN (0, 1)),
  showSliderConditionMenu INTEGER NOT NULL DEFAULT 0 CHECK (showSliderConditionMenu IN (0, 1)),
  shoesPerSide INTEGER NOT NULL DEFAULT 5 CHECK (shoesPerSide > 0)
) STRICT;
CREATE INDEX assetModels_name ON assetModels (name);
CREATE INDEX assetModels_manufacturerId ON assetModels (manufacturerId);
CREATE INDEX assetModels_assetTypeId ON assetModels (assetTypeId);

-- Machines. Server-owned (no spec flow creates one on the device) and referenced everywhere by the integer assetId,
-- so keyed by id although they carry an externalId. customerName, siteName and bucketName are the spec's denormalised
-- Asset fields: the Select-Machine search matches them on every keystroke without joining.
CREATE TABLE assets (
  id INTEGER PRIMARY KEY,
  externalId TEXT,
  name TEXT NOT NULL,
  description TEXT,
  modelId INTEGER,
  assetTypeId INTEGER,
  manufacturerId INTEGER,
  siteId INTEGER NOT NULL,
  siteName TEXT,
  customerId INTEGER NOT NULL,
  customerName TEXT,
  parentAssetId INTEGER,
  bucketName TEXT
) STRICT;
CREATE UNIQUE INDEX assets_externalId ON assets (externalId) WHERE externalId IS NOT NULL;
CREATE INDEX assets_name ON assets (name);
CREATE INDEX assets_modelId ON assets (modelId);
CREATE INDEX assets_assetTypeId ON assets (assetTypeId);
CREATE INDEX assets_manufacturerId ON assets (manufacturerId);
CREATE INDEX assets_siteId ON assets (siteId, name);
CREATE INDEX assets_parentAssetId ON assets (parentAssetId);
CREATE INDEX assets_customerId ON assets (customerId, name);

-- Which inspections belong to which asset (the spec names the list only; interpreted as the asset ↔ inspection link
-- behind the status history of an asset).
CREATE TABLE assetInspections (
  id INTEGER PRIMARY KEY,
  assetId INTEGER NOT NULL,
  inspectionId INTEGER NOT NULL,
  inspectionExternalId TEXT NOT NULL,
  inspectionDate TEXT NOT NULL
) STRICT;
CREATE INDEX assetInspections_assetId ON assetInspections (assetId, inspectionDate);
CREATE INDEX assetInspections_inspectionExternalId ON assetInspections (inspectionExternalId);

---------------------------------------------------------------------------------------------------------------------
-- Equipment (undercarriage sides, buckets, wear plates …), GET fitments and their parts
---------------------------------------------------------------------------------------------------------------------

CREATE TABLE equipmentCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX equipmentCategories_name ON equipmentCategories (name);

-- Bucket, Machine, Undercarriage, Wear Plate, Heel Shroud.
CREATE TABLE equipmentTypes (
  id INTEGER PRIMARY KEY,
  equipmentCategoryId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX equipmentTypes_equipmentCategoryId ON equipmentTypes (equipmentCategoryId);
CREATE INDEX equipmentTypes_name ON equipmentTypes (name);

-- GET fitments (only id > 0 is offered to the user).
CREATE TABLE equipmentConfigurations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  manufacturerId INTEGER
) STRICT;
CREATE INDEX equipmentConfigurations_name ON equipmentConfigurations (name);

-- The parts a fitment puts where: copied into equipmentParts when a bucket is created.
CREATE TABLE equipmentPartConfigurations (
  id INTEGER PRIMARY KEY,
  configurationId INTEGER NOT NULL,
  partId INTEGER NOT NULL,
  position INTEGER,
  locationId INTEGER,
  secondaryLocationId INTEGER
) STRICT;
CREATE INDEX equipmentPartConfigurations_configurationId ON equipmentPartConfigurations (configurationId, position);
CREATE INDEX equipmentPartConfigurations_partId ON equipmentPartConfigurations (partId);
CREATE INDEX equipmentPartConfigurations_position ON equipmentPartConfigurations (position);
CREATE INDEX equipmentPartConfigurations_locationId ON equipmentPartConfigurations (locationId);
CREATE INDEX equipmentPartConfigurations_secondaryLocationId ON equipmentPartConfigurations (secondaryLocationId);

-- An undercarriage side (Left Side / Right Side) or a bucket, on an asset or in a yard. Created on the device by
-- New Bucket, hence keyed by externalId. equipmentCategory and equipmentType are the spec's denormalised names.
CREATE TABLE equipments (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  assetId INTEGER,
  mineLocationId INTEGER,
  parentAssetId INTEGER,
  equipmentCategoryId INTEGER NOT NULL,
  equipmentCategory TEXT,
  equipmentTypeId INTEGER NOT NULL,
  equipmentType TEXT,
  name TEXT NOT NULL,
  description TEXT,
  manufacturerId INTEGER,
  configurationId INTEGER,
  serialNumber TEXT,
  partNumber TEXT,
  capitalIndexNumber TEXT,
  installDate TEXT,
  effectiveDate TEXT
) STRICT;
CREATE UNIQUE INDEX equipments_id ON equipments (id) WHERE id IS NOT NULL;
CREATE INDEX equipments_assetId ON equipments (assetId, equipmentTypeId);
CREATE INDEX equipments_equipmentTypeId ON equipments (equipmentTypeId);
CREATE INDEX equipments_name ON equipments (name);
CREATE INDEX equipments_mineLocationId ON equipments (mineLocationId);

-- A part at a position of an equipment (locationId 1 left, 2 right; wear plates also by secondary location).
-- "group" is a keyword in SQL: quote it in hand-written queries (Kysely does).
CREATE TABLE equipmentParts (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  equipmentId INTEGER,
  externalEquipmentId TEXT NOT NULL,
  partId INTEGER NOT NULL,
  position INTEGER,
  locationId INTEGER,
  secondaryLocationId INTEGER,
  locationName TEXT NOT NULL DEFAULT 'Unknown',
  "group" TEXT,
  effectiveDate TEXT
) STRICT;
CREATE UNIQUE INDEX equipmentParts_id ON equipmentParts (id) WHERE id IS NOT NULL;
CREATE INDEX equipmentParts_equipmentId ON equipmentParts (equipmentId);
CREATE INDEX equipmentParts_externalEquipmentId ON equipmentParts (externalEquipmentId, locationId, position);
CREATE INDEX equipmentParts_partId ON equipmentParts (partId);
CREATE INDEX equipmentParts_locationId ON equipmentParts (locationId, position);
CREATE INDEX equipmentParts_position ON equipmentParts (position);

---------------------------------------------------------------------------------------------------------------------
-- Part catalogue, dimensions and wear thresholds
---------------------------------------------------------------------------------------------------------------------

CREATE TABLE partCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX partCategories_name ON partCategories (name);

CREATE TABLE partLocations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX partLocations_name ON partLocations (name);

CREATE TABLE partManufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX partManufacturers_name ON partManufacturers (name);

CREATE TABLE partTypes (
  id INTEGER PRIMARY KEY,
  categoryId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX partTypes_categoryId ON partTypes (categoryId);
CREATE INDEX partTypes_name ON partTypes (name);

CREATE TABLE partTypeMeasurementTools (
  id INTEGER PRIMARY KEY,
  partTypeId INTEGER NOT NULL,
  measurementToolId INTEGER NOT NULL
) STRICT;
CREATE INDEX partTypeMeasurementTools_partTypeId ON partTypeMeasurementTools (partTypeId);
CREATE INDEX partTypeMeasurementTools_measurementToolId ON partTypeMeasurementTools (measurementToolId);

CREATE TABLE parts (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  partTypeId INTEGER NOT NULL,
  manufacturerId INTEGER,
  name TEXT NOT NULL,
  description TEXT,
  partNumber TEXT,
  targetHours INTEGER,
  effectiveDate TEXT
) STRICT;
CREATE UNIQUE INDEX parts_id ON parts (id) WHERE id IS NOT NULL;
CREATE INDEX parts_name ON parts (name);
CREATE INDEX parts_partNumber ON parts (partNumber);
CREATE INDEX parts_partTypeId ON parts (partTypeId);
CREATE INDEX parts_manufacturerId ON parts (manufacturerId);

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  symbol TEXT
) STRICT;
CREATE INDEX units_code ON units (code);
CREATE INDEX units_name ON units (name);

CREATE TABLE dimensionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  unitId INTEGER
) STRICT;
CREATE INDEX dimensionTypes_name ON dimensionTypes (name);
CREATE INDEX dimensionTypes_unitId ON dimensionTypes (unitId);

-- wear % = (measured - baselineValue) / limit × 100. "limit" is a keyword in SQL: quote it in hand-written queries.
CREATE TABLE partDimensions (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  partId INTEGER NOT NULL,
  dimensionTypeId INTEGER NOT NULL,
  observableItemId INTEGER,
  baselineValue REAL NOT NULL,
  precisionFactor REAL,
  "limit" REAL NOT NULL,
  effectiveDate TEXT
) STRICT;
CREATE UNIQUE INDEX partDimensions_id ON partDimensions (id) WHERE id IS NOT NULL;
CREATE INDEX partDimensions_partId ON partDimensions (partId, observableItemId);
CREATE INDEX partDimensions_dimensionTypeId ON partDimensions (dimensionTypeId);
CREATE INDEX partDimensions_observableItemId ON partDimensions (observableItemId);

-- The action is taken from the threshold with the highest minPercentage not above the wear.
CREATE TABLE partDimensionThresholds (
  id INTEGER PRIMARY KEY,
  partDimensionId INTEGER NOT NULL,
  minPercentage REAL NOT NULL,
  actionTypeId INTEGER NOT NULL
) STRICT;
CREATE INDEX partDimensionThresholds_partDimensionId ON partDimensionThresholds (partDimensionId, minPercentage);
CREATE INDEX partDimensionThresholds_minPercentage ON partDimensionThresholds (minPercentage);
CREATE INDEX partDimensionThresholds_actionTypeId ON partDimensionThresholds (actionTypeId);

---------------------------------------------------------------------------------------------------------------------
-- Observable items (what can be recorded) and action types (what to do about it)
---------------------------------------------------------------------------------------------------------------------

-- string 1, number 2, date 3, image 4, boolean 5.
CREATE TABLE dataTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX dataTypes_name ON dataTypes (name);

-- asset 1, equipment 2, equipmentPart 3, mineLocation 4.
CREATE TABLE observableLevels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX observableLevels_name ON observableLevels (name);

-- identifier is the dotted path (Bucket.Specifications.SerialNumber). The shell spec indexes "dataType": that is
-- dataTypeId here, the field the recording spec names.
CREATE TABLE observableItems (
  id INTEGER PRIMARY KEY,
  dataTypeId INTEGER NOT NULL,
  identifier TEXT NOT NULL,
  label TEXT,
  description TEXT,
  isCollection INTEGER NOT NULL DEFAULT 0 CHECK (isCollection IN (0, 1))
) STRICT;
CREATE INDEX observableItems_identifier ON observableItems (identifier);
CREATE INDEX observableItems_dataTypeId ON observableItems (dataTypeId);

-- MonitorMaintenance, NoAction, ChangeoutImmediately … with their colours; among matches the highest sortOrder wins.
CREATE TABLE observableActionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  sortOrder INTEGER NOT NULL,
  defaultColourCode TEXT
) STRICT;
CREATE INDEX observableActionTypes_name ON observableActionTypes (name);
CREATE INDEX observableActionTypes_sortOrder ON observableActionTypes (sortOrder);

CREATE TABLE observableItemActionTypes (
  id INTEGER PRIMARY KEY,
  observableItemId INTEGER NOT NULL,
  actionTypeId INTEGER NOT NULL,
  triggerValue TEXT
) STRICT;
CREATE INDEX observableItemActionTypes_observableItemId ON observableItemActionTypes (observableItemId);
CREATE INDEX observableItemActionTypes_actionTypeId ON observableItemActionTypes (actionTypeId);

---------------------------------------------------------------------------------------------------------------------
-- Inspections, their category types and observations
---------------------------------------------------------------------------------------------------------------------

-- 'All Categories' …
CREATE TABLE inspectionCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX inspectionCategories_name ON inspectionCategories (name);

-- 'AllTypes' …
CREATE TABLE inspectionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX inspectionTypes_name ON inspectionTypes (name);

CREATE TABLE inspectionStatuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;
CREATE INDEX inspectionStatuses_name ON inspectionStatuses (name);

-- An inspection of an asset, a bucket only (equipmentExternalId) or a yard (mineLocationId).
-- inspectionStatus is the status name beside its id (both are spec fields; the shell spec indexes the name).
-- reopened travels with the inspection; the local-only columns are isReopened (reopened here and being edited: a
-- backup exists in inspectionBackups exactly then) and isSynced (this row as the server has it; a pulled row is 1).
-- completed + inspectionDate serves the home lists, assetId + inspectionDate the status history.
CREATE TABLE inspections (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  name TEXT NOT NULL,
  assetId INTEGER,
  mineLocationId INTEGER,
  siteId INTEGER NOT NULL,
  equipmentExternalId TEXT,
  bucketExternalId TEXT,
  inspectionStatus TEXT,
  inspectionStatusId INTEGER,
  inspectionDate TEXT NOT NULL,
  completed INTEGER NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  reopened INTEGER NOT NULL DEFAULT 0 CHECK (reopened IN (0, 1)),
  isReopened INTEGER NOT NULL DEFAULT 0 CHECK (isReopened IN (0, 1)),
  inspectorName TEXT NOT NULL,
  isSynced INTEGER NOT NULL DEFAULT 0 CHECK (isSynced IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX inspections_id ON inspections (id) WHERE id IS NOT NULL;
CREATE INDEX inspections_inspectionStatus ON inspections (inspectionStatus);
CREATE INDEX inspections_assetId ON inspections (assetId, inspectionDate);
CREATE INDEX inspections_mineLocationId ON inspections (mineLocationId, inspectionDate);
CREATE INDEX inspections_equipmentExternalId ON inspections (equipmentExternalId, inspectionDate);
CREATE INDEX inspections_siteId ON inspections (siteId);
CREATE INDEX inspections_inspectionDate ON inspections (inspectionDate);
CREATE INDEX inspections_completed ON inspections (completed, inspectionDate);

-- One category × type section of an inspection (default All Categories / AllTypes). category and type are the
-- denormalised names. inspectionExternalId is the link that works offline (inspectionId is the server's).
CREATE TABLE inspectionCategoryTypes (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  inspectionId INTEGER,
  inspectionExternalId TEXT NOT NULL,
  categoryId INTEGER NOT NULL,
  category TEXT,
  typeId INTEGER NOT NULL,
  type TEXT,
  isSynced INTEGER NOT NULL DEFAULT 0 CHECK (isSynced IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX inspectionCategoryTypes_id ON inspectionCategoryTypes (id) WHERE id IS NOT NULL;
CREATE INDEX inspectionCategoryTypes_inspectionExternalId ON inspectionCategoryTypes (inspectionExternalId);
CREATE INDEX inspectionCategoryTypes_inspectionId ON inspectionCategoryTypes (inspectionId);

-- One recorded value. observableItem is the item's identifier path (denormalised, as the spec lists it); entityId /
-- entityExternalId name the asset, equipment, part or mine location at dataLevelId. Photos hold a file name in value.
-- categoryTypeExternalId is the link that works offline (categoryTypeId is the server's).
CREATE TABLE observations (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  categoryTypeId INTEGER,
  categoryTypeExternalId TEXT NOT NULL,
  observableItemId INTEGER NOT NULL,
  observableItem TEXT,
  value TEXT,
  entityId INTEGER,
  entityExternalId TEXT,
  dataLevelId INTEGER NOT NULL,
  unitId INTEGER,
  actionTypeId INTEGER,
  isSynced INTEGER NOT NULL DEFAULT 0 CHECK (isSynced IN (0, 1))
) STRICT;
CREATE UNIQUE INDEX observations_id ON observations (id) WHERE id IS NOT NULL;
CREATE INDEX observations_categoryTypeExternalId ON observations (categoryTypeExternalId, observableItemId);
CREATE INDEX observations_observableItemId ON observations (observableItemId, entityId);

---------------------------------------------------------------------------------------------------------------------
-- Local-only: inspection backups and help tooltips (not sync lists)
---------------------------------------------------------------------------------------------------------------------

-- A full copy of an inspection taken when it is reopened; restored when the reopen is cancelled, deleted after.
-- inspectionCategoryTypes is a JSON array of its category types, each with its observations; backedUpAt is when.
CREATE TABLE inspectionBackups (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  name TEXT NOT NULL,
  assetId INTEGER,
  mineLocationId INTEGER,
  siteId INTEGER NOT NULL,
  equipmentExternalId TEXT,
  bucketExternalId TEXT,
  inspectionStatus TEXT,
  inspectionStatusId INTEGER,
  inspectionDate TEXT NOT NULL,
  completed INTEGER NOT NULL CHECK (completed IN (0, 1)),
  reopened INTEGER NOT NULL CHECK (reopened IN (0, 1)),
  isReopened INTEGER NOT NULL CHECK (isReopened IN (0, 1)),
  inspectorName TEXT NOT NULL,
  isSynced INTEGER NOT NULL CHECK (isSynced IN (0, 1)),
  inspectionCategoryTypes TEXT NOT NULL CHECK (json_valid(inspectionCategoryTypes) AND json_type(inspectionCategoryTypes) = 'array'),
  backedUpAt TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX inspectionBackups_id ON inspectionBackups (id) WHERE id IS NOT NULL;
CREATE INDEX inspectionBackups_inspectionStatus ON inspectionBackups (inspectionStatus);
CREATE INDEX inspectionBackups_assetId ON inspectionBackups (assetId);
CREATE INDEX inspectionBackups_siteId ON inspectionBackups (siteId);
CREATE INDEX inspectionBackups_inspectionDate ON inspectionBackups (inspectionDate);
CREATE INDEX inspectionBackups_completed ON inspectionBackups (completed);

-- Help tips: filled from the bundled markdown when empty; isModified marks a tip edited on the device. Keys are stored
-- normalised (lower case, trimmed, spaces, slashes and dots turned into hyphens, repeated hyphens collapsed).
CREATE TABLE tooltips (
  key TEXT PRIMARY KEY NOT NULL
    CHECK (key <> '' AND key = lower(trim(key)) AND key NOT GLOB '*[ /.]*' AND instr(key, '--') = 0),
  heading TEXT NOT NULL,
  markdownBody TEXT NOT NULL,
  htmlBody TEXT NOT NULL,
  isModified INTEGER NOT NULL DEFAULT 0 CHECK (isModified IN (0, 1))
) STRICT;
CREATE INDEX tooltips_heading ON tooltips (heading);

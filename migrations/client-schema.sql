-- The local database's schema after migrations/client/0001…0015, in one script: what a new
-- device's database is made from (decision 0094). Written by `npm run schema:client`; not edited by hand.
-- version: 15

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  customerId INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT
, lengthUnitId INTEGER) STRICT;

CREATE TABLE siteDiggingConditions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE mineLocations (
  externalId TEXT PRIMARY KEY NOT NULL,
  id INTEGER CHECK (id IS NULL OR id > 0),
  siteId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE assetManufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE assetTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

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

CREATE TABLE assetInspections (
  id INTEGER PRIMARY KEY,
  assetId INTEGER NOT NULL,
  inspectionId INTEGER NOT NULL,
  inspectionExternalId TEXT NOT NULL,
  inspectionDate TEXT NOT NULL
) STRICT;

CREATE TABLE equipmentCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE equipmentTypes (
  id INTEGER PRIMARY KEY,
  equipmentCategoryId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE equipmentConfigurations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  manufacturerId INTEGER
) STRICT;

CREATE TABLE equipmentPartConfigurations (
  id INTEGER PRIMARY KEY,
  configurationId INTEGER NOT NULL,
  partId INTEGER NOT NULL,
  position INTEGER,
  locationId INTEGER,
  secondaryLocationId INTEGER
) STRICT;

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

CREATE TABLE partCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE partLocations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE partManufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE partTypes (
  id INTEGER PRIMARY KEY,
  categoryId INTEGER NOT NULL,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE partTypeMeasurementTools (
  id INTEGER PRIMARY KEY,
  partTypeId INTEGER NOT NULL,
  measurementToolId INTEGER NOT NULL
) STRICT;

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

CREATE TABLE units (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  symbol TEXT
) STRICT;

CREATE TABLE dimensionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  unitId INTEGER
) STRICT;

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

CREATE TABLE partDimensionThresholds (
  id INTEGER PRIMARY KEY,
  partDimensionId INTEGER NOT NULL,
  minPercentage REAL NOT NULL,
  actionTypeId INTEGER NOT NULL
) STRICT;

CREATE TABLE dataTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE observableLevels (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE observableItems (
  id INTEGER PRIMARY KEY,
  dataTypeId INTEGER NOT NULL,
  identifier TEXT NOT NULL,
  label TEXT,
  description TEXT,
  isCollection INTEGER NOT NULL DEFAULT 0 CHECK (isCollection IN (0, 1))
) STRICT;

CREATE TABLE observableActionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  sortOrder INTEGER NOT NULL,
  defaultColourCode TEXT
) STRICT;

CREATE TABLE observableItemActionTypes (
  id INTEGER PRIMARY KEY,
  observableItemId INTEGER NOT NULL,
  actionTypeId INTEGER NOT NULL,
  triggerValue TEXT
) STRICT;

CREATE TABLE inspectionCategories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE inspectionTypes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

CREATE TABLE inspectionStatuses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
) STRICT;

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
, ownerSub TEXT, deletedAt TEXT, deletedOnDeviceId TEXT, deletedOnDeviceName TEXT, keptFromDeviceId TEXT, keptFromDeviceName TEXT) STRICT;

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
, version INTEGER) STRICT;

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
, ownerSub TEXT, deletedAt TEXT, deletedOnDeviceId TEXT, deletedOnDeviceName TEXT, keptFromDeviceId TEXT, keptFromDeviceName TEXT) STRICT;

CREATE TABLE tooltips (
  key TEXT PRIMARY KEY NOT NULL
    CHECK (key <> '' AND key = lower(trim(key)) AND key NOT GLOB '*[ /.]*' AND instr(key, '--') = 0),
  heading TEXT NOT NULL,
  markdownBody TEXT NOT NULL,
  htmlBody TEXT NOT NULL,
  isModified INTEGER NOT NULL DEFAULT 0 CHECK (isModified IN (0, 1))
) STRICT;

CREATE TABLE kv (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  updatedAt TEXT NOT NULL
) STRICT;

CREATE TABLE outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  entityType TEXT NOT NULL CHECK (entityType IN ('inspection', 'inspectionCategoryType', 'observation', 'equipment')),
  entityExternalId TEXT NOT NULL,
  inspectionExternalId TEXT,
  operation TEXT NOT NULL CHECK (operation IN ('upsert', 'delete')),
  payload TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'rejected')),
  lastError TEXT
) STRICT;

CREATE TABLE syncState (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  lastSyncDate TEXT,
  lastFullSyncAt TEXT,
  lastPullAt TEXT,
  lastPushAt TEXT,
  lastError TEXT
) STRICT;

CREATE TABLE assetSearch (
  assetId INTEGER PRIMARY KEY NOT NULL,
  sortName TEXT NOT NULL COLLATE NOCASE,
  recentKey TEXT NOT NULL,
  searchText TEXT NOT NULL
) STRICT;

CREATE TABLE syncQuarantine (
  list TEXT NOT NULL,
  rowKey TEXT NOT NULL,
  reason TEXT NOT NULL,
  row TEXT NOT NULL,
  receivedAt TEXT NOT NULL,
  PRIMARY KEY (list, rowKey)
) STRICT;

CREATE TABLE signedInUser (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  subject TEXT NOT NULL,
  updatedAt TEXT NOT NULL
) STRICT;

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
, line TEXT) STRICT;

CREATE TABLE plannerStale (
  assetId INTEGER PRIMARY KEY NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
) STRICT;

CREATE TABLE plannerState (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
  tracking INTEGER NOT NULL DEFAULT 0 CHECK (tracking IN (0, 1)),
  everything INTEGER NOT NULL DEFAULT 0 CHECK (everything IN (0, 1)),
  complete INTEGER NOT NULL DEFAULT 0 CHECK (complete IN (0, 1)),
  judged INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE photosReceived (
  id TEXT PRIMARY KEY NOT NULL,
  request TEXT NOT NULL,
  receivedAt TEXT NOT NULL
) STRICT;

CREATE TABLE supportQueue (
  id TEXT PRIMARY KEY NOT NULL,
  message TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  sentAt TEXT,
  lastError TEXT
) STRICT;

CREATE TABLE observationConflicts (
  id INTEGER PRIMARY KEY,
  inspectionExternalId TEXT NOT NULL,
  observationExternalId TEXT NOT NULL,
  observableItemId INTEGER NOT NULL,
  heldValue TEXT,
  heldUnitId INTEGER,
  heldDeviceName TEXT,
  heldAt TEXT NOT NULL,
  value TEXT,
  unitId INTEGER,
  actionTypeId INTEGER,
  deviceId TEXT NOT NULL,
  deviceName TEXT,
  inspectorName TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  settledAt TEXT,
  settledByDeviceName TEXT
) STRICT;

CREATE TABLE "photoQueue" (
  fileName TEXT PRIMARY KEY NOT NULL,
  observationExternalId TEXT NOT NULL,
  inspectionExternalId TEXT,
  mimeType TEXT NOT NULL,
  byteSize INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'uploading', 'uploaded', 'failed', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  lastError TEXT,
  createdAt TEXT NOT NULL,
  uploadedAt TEXT
) STRICT;

INSERT INTO "syncState" ("id", "lastSyncDate", "lastFullSyncAt", "lastPullAt", "lastPushAt", "lastError") VALUES (1, NULL, NULL, NULL, NULL, NULL);

INSERT INTO "plannerState" ("id", "tracking", "everything", "complete", "judged") VALUES (1, 0, 0, 0, 0);

CREATE INDEX customers_name ON customers (name);

CREATE INDEX sites_name ON sites (name);

CREATE INDEX sites_customerId ON sites (customerId, name);

CREATE INDEX siteDiggingConditions_name ON siteDiggingConditions (name);

CREATE UNIQUE INDEX mineLocations_id ON mineLocations (id) WHERE id IS NOT NULL;

CREATE INDEX mineLocations_siteId ON mineLocations (siteId, name);

CREATE INDEX mineLocations_name ON mineLocations (name);

CREATE INDEX assetManufacturers_name ON assetManufacturers (name);

CREATE INDEX assetTypes_name ON assetTypes (name);

CREATE INDEX assetModels_name ON assetModels (name);

CREATE INDEX assetModels_manufacturerId ON assetModels (manufacturerId);

CREATE INDEX assetModels_assetTypeId ON assetModels (assetTypeId);

CREATE UNIQUE INDEX assets_externalId ON assets (externalId) WHERE externalId IS NOT NULL;

CREATE INDEX assets_name ON assets (name);

CREATE INDEX assets_modelId ON assets (modelId);

CREATE INDEX assets_assetTypeId ON assets (assetTypeId);

CREATE INDEX assets_manufacturerId ON assets (manufacturerId);

CREATE INDEX assets_siteId ON assets (siteId, name);

CREATE INDEX assets_parentAssetId ON assets (parentAssetId);

CREATE INDEX assets_customerId ON assets (customerId, name);

CREATE INDEX assetInspections_assetId ON assetInspections (assetId, inspectionDate);

CREATE INDEX assetInspections_inspectionExternalId ON assetInspections (inspectionExternalId);

CREATE INDEX equipmentCategories_name ON equipmentCategories (name);

CREATE INDEX equipmentTypes_equipmentCategoryId ON equipmentTypes (equipmentCategoryId);

CREATE INDEX equipmentTypes_name ON equipmentTypes (name);

CREATE INDEX equipmentConfigurations_name ON equipmentConfigurations (name);

CREATE INDEX equipmentPartConfigurations_configurationId ON equipmentPartConfigurations (configurationId, position);

CREATE INDEX equipmentPartConfigurations_partId ON equipmentPartConfigurations (partId);

CREATE INDEX equipmentPartConfigurations_position ON equipmentPartConfigurations (position);

CREATE INDEX equipmentPartConfigurations_locationId ON equipmentPartConfigurations (locationId);

CREATE INDEX equipmentPartConfigurations_secondaryLocationId ON equipmentPartConfigurations (secondaryLocationId);

CREATE UNIQUE INDEX equipments_id ON equipments (id) WHERE id IS NOT NULL;

CREATE INDEX equipments_assetId ON equipments (assetId, equipmentTypeId);

CREATE INDEX equipments_equipmentTypeId ON equipments (equipmentTypeId);

CREATE INDEX equipments_name ON equipments (name);

CREATE INDEX equipments_mineLocationId ON equipments (mineLocationId);

CREATE UNIQUE INDEX equipmentParts_id ON equipmentParts (id) WHERE id IS NOT NULL;

CREATE INDEX equipmentParts_equipmentId ON equipmentParts (equipmentId);

CREATE INDEX equipmentParts_externalEquipmentId ON equipmentParts (externalEquipmentId, locationId, position);

CREATE INDEX equipmentParts_partId ON equipmentParts (partId);

CREATE INDEX equipmentParts_locationId ON equipmentParts (locationId, position);

CREATE INDEX equipmentParts_position ON equipmentParts (position);

CREATE INDEX partCategories_name ON partCategories (name);

CREATE INDEX partLocations_name ON partLocations (name);

CREATE INDEX partManufacturers_name ON partManufacturers (name);

CREATE INDEX partTypes_categoryId ON partTypes (categoryId);

CREATE INDEX partTypes_name ON partTypes (name);

CREATE INDEX partTypeMeasurementTools_partTypeId ON partTypeMeasurementTools (partTypeId);

CREATE INDEX partTypeMeasurementTools_measurementToolId ON partTypeMeasurementTools (measurementToolId);

CREATE UNIQUE INDEX parts_id ON parts (id) WHERE id IS NOT NULL;

CREATE INDEX parts_name ON parts (name);

CREATE INDEX parts_partNumber ON parts (partNumber);

CREATE INDEX parts_partTypeId ON parts (partTypeId);

CREATE INDEX parts_manufacturerId ON parts (manufacturerId);

CREATE INDEX units_code ON units (code);

CREATE INDEX units_name ON units (name);

CREATE INDEX dimensionTypes_name ON dimensionTypes (name);

CREATE INDEX dimensionTypes_unitId ON dimensionTypes (unitId);

CREATE UNIQUE INDEX partDimensions_id ON partDimensions (id) WHERE id IS NOT NULL;

CREATE INDEX partDimensions_partId ON partDimensions (partId, observableItemId);

CREATE INDEX partDimensions_dimensionTypeId ON partDimensions (dimensionTypeId);

CREATE INDEX partDimensions_observableItemId ON partDimensions (observableItemId);

CREATE INDEX partDimensionThresholds_partDimensionId ON partDimensionThresholds (partDimensionId, minPercentage);

CREATE INDEX partDimensionThresholds_minPercentage ON partDimensionThresholds (minPercentage);

CREATE INDEX partDimensionThresholds_actionTypeId ON partDimensionThresholds (actionTypeId);

CREATE INDEX dataTypes_name ON dataTypes (name);

CREATE INDEX observableLevels_name ON observableLevels (name);

CREATE INDEX observableItems_identifier ON observableItems (identifier);

CREATE INDEX observableItems_dataTypeId ON observableItems (dataTypeId);

CREATE INDEX observableActionTypes_name ON observableActionTypes (name);

CREATE INDEX observableActionTypes_sortOrder ON observableActionTypes (sortOrder);

CREATE INDEX observableItemActionTypes_observableItemId ON observableItemActionTypes (observableItemId);

CREATE INDEX observableItemActionTypes_actionTypeId ON observableItemActionTypes (actionTypeId);

CREATE INDEX inspectionCategories_name ON inspectionCategories (name);

CREATE INDEX inspectionTypes_name ON inspectionTypes (name);

CREATE INDEX inspectionStatuses_name ON inspectionStatuses (name);

CREATE UNIQUE INDEX inspections_id ON inspections (id) WHERE id IS NOT NULL;

CREATE INDEX inspections_inspectionStatus ON inspections (inspectionStatus);

CREATE INDEX inspections_assetId ON inspections (assetId, inspectionDate);

CREATE INDEX inspections_mineLocationId ON inspections (mineLocationId, inspectionDate);

CREATE INDEX inspections_equipmentExternalId ON inspections (equipmentExternalId, inspectionDate);

CREATE INDEX inspections_siteId ON inspections (siteId);

CREATE INDEX inspections_inspectionDate ON inspections (inspectionDate);

CREATE INDEX inspections_completed ON inspections (completed, inspectionDate);

CREATE UNIQUE INDEX inspectionCategoryTypes_id ON inspectionCategoryTypes (id) WHERE id IS NOT NULL;

CREATE INDEX inspectionCategoryTypes_inspectionExternalId ON inspectionCategoryTypes (inspectionExternalId);

CREATE INDEX inspectionCategoryTypes_inspectionId ON inspectionCategoryTypes (inspectionId);

CREATE UNIQUE INDEX observations_id ON observations (id) WHERE id IS NOT NULL;

CREATE INDEX observations_categoryTypeExternalId ON observations (categoryTypeExternalId, observableItemId);

CREATE INDEX observations_observableItemId ON observations (observableItemId, entityId);

CREATE UNIQUE INDEX inspectionBackups_id ON inspectionBackups (id) WHERE id IS NOT NULL;

CREATE INDEX inspectionBackups_inspectionStatus ON inspectionBackups (inspectionStatus);

CREATE INDEX inspectionBackups_assetId ON inspectionBackups (assetId);

CREATE INDEX inspectionBackups_siteId ON inspectionBackups (siteId);

CREATE INDEX inspectionBackups_inspectionDate ON inspectionBackups (inspectionDate);

CREATE INDEX inspectionBackups_completed ON inspectionBackups (completed);

CREATE INDEX tooltips_heading ON tooltips (heading);

CREATE INDEX outbox_state_seq ON outbox (state, seq);

CREATE INDEX outbox_entity ON outbox (entityType, entityExternalId);

CREATE INDEX assetSearch_alphabetical ON assetSearch (sortName, assetId, searchText);

CREATE INDEX assetSearch_recent ON assetSearch (recentKey DESC, sortName, assetId, searchText);

CREATE INDEX plannerRows_assetId ON plannerRows (assetId);

CREATE INDEX plannerRows_soonest ON plannerRows (
  dateAt100 IS NULL, dateAt100, wearPercent IS NULL, wearPercent DESC, machine, rowId);

CREATE INDEX plannerRows_choices ON plannerRows (customer, site, assetType, component, actionName);

CREATE INDEX inspections_bucketExternalId ON inspections (bucketExternalId) WHERE bucketExternalId IS NOT NULL;

CREATE INDEX supportQueue_state ON supportQueue (state, nextAttemptAt);

CREATE INDEX observationConflicts_inspection ON observationConflicts (inspectionExternalId, settledAt);

CREATE INDEX observationConflicts_observation ON observationConflicts (observationExternalId);

CREATE INDEX photoQueue_state ON photoQueue (state, nextAttemptAt);

CREATE INDEX photoQueue_observation ON photoQueue (observationExternalId);

CREATE INDEX observations_photoFacts ON observations (
  categoryTypeExternalId,
  iif(json_valid(value), value ->> '$.photo', NULL)
) WHERE observableItemId = 1634757382;

CREATE VIEW assetSearchSource AS
SELECT
  a.id AS assetId,
  a.name AS sortName,
  coalesce((SELECT max(i.inspectionDate) FROM inspections i WHERE i.assetId = a.id), '') AS recentKey,
  lower(concat_ws(char(31), a.name, a.bucketName, m.name, a.siteName, t.name, a.customerName)) AS searchText
FROM assets a
LEFT JOIN assetModels m ON m.id = a.modelId
LEFT JOIN assetTypes t ON t.id = a.assetTypeId;

CREATE VIEW plannerBucketMachines AS
SELECT externalId AS bucket, assetId FROM equipments WHERE assetId IS NOT NULL
UNION ALL
SELECT bucketExternalId, assetId FROM inspections WHERE assetId IS NOT NULL AND bucketExternalId IS NOT NULL
UNION ALL
SELECT equipmentExternalId, assetId FROM inspections WHERE assetId IS NOT NULL AND equipmentExternalId IS NOT NULL;

CREATE TRIGGER assetSearch_assets_insert AFTER INSERT ON assets BEGIN
  INSERT INTO assetSearch (assetId, sortName, recentKey, searchText)
  SELECT assetId, sortName, recentKey, searchText FROM assetSearchSource WHERE assetId = NEW.id
  ON CONFLICT (assetId) DO UPDATE
  SET sortName = excluded.sortName, recentKey = excluded.recentKey, searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_assets_update AFTER UPDATE ON assets BEGIN
  DELETE FROM assetSearch WHERE assetId = OLD.id AND OLD.id <> NEW.id;
  INSERT INTO assetSearch (assetId, sortName, recentKey, searchText)
  SELECT assetId, sortName, recentKey, searchText FROM assetSearchSource WHERE assetId = NEW.id
  ON CONFLICT (assetId) DO UPDATE
  SET sortName = excluded.sortName, recentKey = excluded.recentKey, searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_assets_delete AFTER DELETE ON assets BEGIN
  DELETE FROM assetSearch WHERE assetId = OLD.id;
END;

CREATE TRIGGER assetSearch_models_insert AFTER INSERT ON assetModels BEGIN
  UPDATE assetSearch SET searchText = s.searchText
  FROM assets a JOIN assetSearchSource s ON s.assetId = a.id
  WHERE a.modelId = NEW.id AND assetSearch.assetId = a.id;
END;

CREATE TRIGGER assetSearch_models_update AFTER UPDATE OF name ON assetModels WHEN OLD.name IS NOT NEW.name BEGIN
  UPDATE assetSearch SET searchText = s.searchText
  FROM assets a JOIN assetSearchSource s ON s.assetId = a.id
  WHERE a.modelId = NEW.id AND assetSearch.assetId = a.id;
END;

CREATE TRIGGER assetSearch_types_insert AFTER INSERT ON assetTypes BEGIN
  UPDATE assetSearch SET searchText = s.searchText
  FROM assets a JOIN assetSearchSource s ON s.assetId = a.id
  WHERE a.assetTypeId = NEW.id AND assetSearch.assetId = a.id;
END;

CREATE TRIGGER assetSearch_types_update AFTER UPDATE OF name ON assetTypes WHEN OLD.name IS NOT NEW.name BEGIN
  UPDATE assetSearch SET searchText = s.searchText
  FROM assets a JOIN assetSearchSource s ON s.assetId = a.id
  WHERE a.assetTypeId = NEW.id AND assetSearch.assetId = a.id;
END;

CREATE TRIGGER assetSearch_inspections_insert AFTER INSERT ON inspections WHEN NEW.assetId IS NOT NULL BEGIN
  UPDATE assetSearch
  SET recentKey = coalesce((SELECT max(inspectionDate) FROM inspections WHERE assetId = NEW.assetId), '')
  WHERE assetId = NEW.assetId;
END;

CREATE TRIGGER assetSearch_inspections_update AFTER UPDATE ON inspections
WHEN OLD.assetId IS NOT NEW.assetId OR OLD.inspectionDate IS NOT NEW.inspectionDate BEGIN
  UPDATE assetSearch
  SET recentKey = coalesce((SELECT max(inspectionDate) FROM inspections WHERE assetId = assetSearch.assetId), '')
  WHERE assetId IN (OLD.assetId, NEW.assetId);
END;

CREATE TRIGGER assetSearch_inspections_delete AFTER DELETE ON inspections WHEN OLD.assetId IS NOT NULL BEGIN
  UPDATE assetSearch
  SET recentKey = coalesce((SELECT max(inspectionDate) FROM inspections WHERE assetId = OLD.assetId), '')
  WHERE assetId = OLD.assetId;
END;

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

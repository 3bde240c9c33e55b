-- The Select Machine or Bucket search (shell spec §2): case-insensitive over a machine's name, bucket name, model,
-- site, asset type and customer. One lower-case text per machine, kept by triggers, so a keystroke scans one short
-- column of one table instead of joining models and types and lower-casing six columns for every machine.
-- Local only (never synced); rebuilt from the sync tables by the triggers below whenever they change.

CREATE TABLE assetSearch (
  assetId INTEGER PRIMARY KEY NOT NULL,
  searchText TEXT NOT NULL
) STRICT;

-- Upserts, not INSERT OR REPLACE: inside a trigger, an OR clause is overridden by the outer statement's own
-- conflict handling (the pull's upserts), and would then fail on the existing row.
-- The fields are joined with the unit separator (char 31), which nobody types, so a search never matches across
-- two fields.
CREATE VIEW assetSearchSource AS
SELECT
  a.id AS assetId,
  lower(concat_ws(char(31), a.name, a.bucketName, m.name, a.siteName, t.name, a.customerName)) AS searchText
FROM assets a
LEFT JOIN assetModels m ON m.id = a.modelId
LEFT JOIN assetTypes t ON t.id = a.assetTypeId;

CREATE TRIGGER assetSearch_assets_insert AFTER INSERT ON assets BEGIN
  INSERT INTO assetSearch (assetId, searchText)
  SELECT assetId, searchText FROM assetSearchSource WHERE assetId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_assets_update AFTER UPDATE ON assets BEGIN
  DELETE FROM assetSearch WHERE assetId = OLD.id AND OLD.id <> NEW.id;
  INSERT INTO assetSearch (assetId, searchText)
  SELECT assetId, searchText FROM assetSearchSource WHERE assetId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_assets_delete AFTER DELETE ON assets BEGIN
  DELETE FROM assetSearch WHERE assetId = OLD.id;
END;

-- Models and types can arrive after the machines that use them (lists come in any order and in chunks).
CREATE TRIGGER assetSearch_models_insert AFTER INSERT ON assetModels BEGIN
  INSERT INTO assetSearch (assetId, searchText)
  SELECT s.assetId, s.searchText FROM assets a JOIN assetSearchSource s ON s.assetId = a.id WHERE a.modelId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_models_update AFTER UPDATE OF name ON assetModels WHEN OLD.name IS NOT NEW.name BEGIN
  INSERT INTO assetSearch (assetId, searchText)
  SELECT s.assetId, s.searchText FROM assets a JOIN assetSearchSource s ON s.assetId = a.id WHERE a.modelId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_types_insert AFTER INSERT ON assetTypes BEGIN
  INSERT INTO assetSearch (assetId, searchText)
  SELECT s.assetId, s.searchText FROM assets a JOIN assetSearchSource s ON s.assetId = a.id WHERE a.assetTypeId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

CREATE TRIGGER assetSearch_types_update AFTER UPDATE OF name ON assetTypes WHEN OLD.name IS NOT NEW.name BEGIN
  INSERT INTO assetSearch (assetId, searchText)
  SELECT s.assetId, s.searchText FROM assets a JOIN assetSearchSource s ON s.assetId = a.id WHERE a.assetTypeId = NEW.id
  ON CONFLICT (assetId) DO UPDATE SET searchText = excluded.searchText;
END;

-- Rows already on the device when this migration runs.
INSERT INTO assetSearch (assetId, searchText) SELECT assetId, searchText FROM assetSearchSource;

-- The Select Machine search, keyed for its two orders. 0003 kept only the text, so each keystroke joined the
-- machines, grouped the inspections for Recent and sorted every match before cutting the page. Here the search row
-- also holds the sort name and the latest inspection date, with an index per order that carries the text: a page is
-- read in order straight from the index and stops at the page size (measured in tests/bench, docs/decisions/0006).
-- Local only, rebuilt from the sync tables by triggers, as before.

DROP TRIGGER assetSearch_assets_insert;
DROP TRIGGER assetSearch_assets_update;
DROP TRIGGER assetSearch_assets_delete;
DROP TRIGGER assetSearch_models_insert;
DROP TRIGGER assetSearch_models_update;
DROP TRIGGER assetSearch_types_insert;
DROP TRIGGER assetSearch_types_update;
DROP VIEW assetSearchSource;
DROP TABLE assetSearch;

-- recentKey is the latest inspection date, '' when never inspected, so Recent is one descending order with the
-- never-inspected machines last.
CREATE TABLE assetSearch (
  assetId INTEGER PRIMARY KEY NOT NULL,
  sortName TEXT NOT NULL COLLATE NOCASE,
  recentKey TEXT NOT NULL,
  searchText TEXT NOT NULL
) STRICT;
CREATE INDEX assetSearch_alphabetical ON assetSearch (sortName, assetId, searchText);
CREATE INDEX assetSearch_recent ON assetSearch (recentKey DESC, sortName, assetId, searchText);

-- The fields are joined with the unit separator (char 31), which nobody types, so a search never matches across
-- two fields.
CREATE VIEW assetSearchSource AS
SELECT
  a.id AS assetId,
  a.name AS sortName,
  coalesce((SELECT max(i.inspectionDate) FROM inspections i WHERE i.assetId = a.id), '') AS recentKey,
  lower(concat_ws(char(31), a.name, a.bucketName, m.name, a.siteName, t.name, a.customerName)) AS searchText
FROM assets a
LEFT JOIN assetModels m ON m.id = a.modelId
LEFT JOIN assetTypes t ON t.id = a.assetTypeId;

-- Upserts, not INSERT OR REPLACE: inside a trigger, an OR clause is overridden by the outer statement's own
-- conflict handling (the pull's upserts), and would then fail on the existing row.
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

-- Models and types can arrive after the machines that use them (lists come in any order and in chunks).
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

-- Recent follows the inspections on the device, whether pulled or started here.
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

-- Rows already on the device when this migration runs.
INSERT INTO assetSearch (assetId, sortName, recentKey, searchText)
SELECT assetId, sortName, recentKey, searchText FROM assetSearchSource;

-- Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md).
--
-- observations.version: the server's version of the row as last pulled (or answered), sent back with an edit as the
-- version it was edited from. A local edit leaves it as it is. Null for a row the server has not sent yet.
ALTER TABLE observations ADD COLUMN version INTEGER;

-- A value another device sent that the server kept beside the held one (the sync list observationConflicts): open
-- while settledAt is null, settled on either device by choosing which value to keep.
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
CREATE INDEX observationConflicts_inspection ON observationConflicts (inspectionExternalId, settledAt);
CREATE INDEX observationConflicts_observation ON observationConflicts (observationExternalId);

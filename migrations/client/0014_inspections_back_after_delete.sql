-- An inspection deleted on one device and brought back by another device's changes (decision 0073): the server's
-- record of it, pulled with the inspection, so both devices say so in words. The reopen's backup copies the row.
ALTER TABLE inspections ADD COLUMN deletedAt TEXT;
ALTER TABLE inspections ADD COLUMN deletedOnDeviceId TEXT;
ALTER TABLE inspections ADD COLUMN deletedOnDeviceName TEXT;
ALTER TABLE inspections ADD COLUMN keptFromDeviceId TEXT;
ALTER TABLE inspections ADD COLUMN keptFromDeviceName TEXT;
ALTER TABLE inspectionBackups ADD COLUMN deletedAt TEXT;
ALTER TABLE inspectionBackups ADD COLUMN deletedOnDeviceId TEXT;
ALTER TABLE inspectionBackups ADD COLUMN deletedOnDeviceName TEXT;
ALTER TABLE inspectionBackups ADD COLUMN keptFromDeviceId TEXT;
ALTER TABLE inspectionBackups ADD COLUMN keptFromDeviceName TEXT;

-- Two devices, one inspection (decision 0052, 0064-both-devices-photos-kept): a single-photo field changed on two
-- devices keeps both devices' photos. An upload names the device's file (the observation's value on that device):
-- the observation's photo is the one its value names; another device's photo of the same observation, named by a
-- conflict kept beside the held value, is kept here, downloadable by its file name, until (and after) the inspector
-- chooses. The choice of a kept photo makes it the observation's photo, and the photo it replaces is kept here.

-- The device's file name of the observation's photo (null: uploaded by an app that did not name it).
ALTER TABLE photos ADD COLUMN device_file_name text;

CREATE TABLE kept_photos (
  observation_id integer NOT NULL REFERENCES observations (id) ON DELETE CASCADE,
  device_file_name text NOT NULL,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  sha256 text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  uploaded_by text,
  PRIMARY KEY (observation_id, device_file_name)
);

-- The copy of a photo a Word report holds (issue 49, decision 0045): at most 1600 px a side, JPEG, made once from the
-- original by src/server/photos/report-copy.ts the first time a report needs it, and kept here for every process and
-- every later report. The original stays as it was stored (the photo download serves it). A copy is of one stored
-- file: a replaced photo's file has a new name, so its old copy is never served, and is removed when the new one is
-- made; a photo removed with its observation takes its copy with it.

CREATE TABLE photo_report_copies (
  file_name text PRIMARY KEY,
  observation_id integer NOT NULL REFERENCES photos (observation_id) ON DELETE CASCADE,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  made_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX photo_report_copies_observation ON photo_report_copies (observation_id);

-- A site's default length unit (decision 0071): the unit its inspectors read lengths in when their device
-- follows the site (the inch, unit 16, where a site measures in inches). Null: millimetres. An update of a site is
-- tracked like any other (sync_track), so a device learns a changed default at its next sync.
ALTER TABLE sites ADD COLUMN length_unit_id integer REFERENCES units (id);

-- The planner's trend chart draws the judge's own forecast line (decision 0066), stored beside its points rather than
-- fitted again when the trend is opened. Rows judged before this have none: their machines are judged again.
ALTER TABLE plannerRows ADD COLUMN line TEXT;
INSERT INTO plannerStale (assetId) SELECT DISTINCT assetId FROM plannerRows WHERE true
  ON CONFLICT (assetId) DO UPDATE SET version = version + 1;

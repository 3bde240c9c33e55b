-- What each inspector's saves added per UTC day (issue 49): the per-day quota's count, kept by one upsert per save
-- that adds observations (src/server/save/daily-quota.ts). Rows of past days are only read by people; nothing needs
-- them after their day.

CREATE TABLE inspector_daily_usage (
  subject text NOT NULL,
  day date NOT NULL,
  observations bigint NOT NULL,
  characters bigint NOT NULL,
  PRIMARY KEY (subject, day)
);

-- A photo's facts (Photo.Facts, decision 0063) found by the photo they belong to: a caption, a late place or a
-- deleted photo reads its own facts row, not every photo's of the inspection (issue 54).
--
-- Partial, on the facts item only (1634757382 = catalogueId('Photo.Facts'), held to it by photo-facts-rows.test.ts):
-- no other observation pays for it, and a facts value that is not JSON (one a buggy client sent) indexes as null
-- instead of failing its write. The worker's query repeats this expression and the item's id as a literal, which is
-- what lets SQLite use a partial index on an expression.
CREATE INDEX observations_photoFacts ON observations (
  categoryTypeExternalId,
  iif(json_valid(value), value ->> '$.photo', NULL)
) WHERE observableItemId = 1634757382;

-- A photo's caption, time and place (issue 54, decision 0063): one observation per photo on the photo's own entity,
-- its value naming the photo's observation. A database seeded before it gets its observable item here, so a save
-- naming it is not refused; a fresh database gets it from the seed (src/rules catalogue, id the FNV-1a hash).
INSERT INTO observable_items (id, data_type_id, identifier, label, description, is_collection)
SELECT v.id, v.data_type_id, v.identifier, v.label, v.description, v.is_collection
FROM (VALUES
  (1634757382, 1, 'Photo.Facts', 'Caption, Time and Place', 'Photo', true)
) AS v(id, data_type_id, identifier, label, description, is_collection)
WHERE EXISTS (SELECT 1 FROM data_types d WHERE d.id = v.data_type_id)
ON CONFLICT DO NOTHING;

-- The inch (issue 52, decision 0048): inspectors who measure in inches record their readings as measured, with this
-- unit's id (src/rules/lengths.ts INCH_UNIT_ID); they are judged in millimetres, 25.4 to the inch. A database seeded
-- before it gets it here (the sync lists send it to every device); a fresh one gets it from the seed.
INSERT INTO units (id, code, name, symbol)
SELECT 16, 'in', 'Inch', 'in'
WHERE EXISTS (SELECT 1 FROM units)
ON CONFLICT (id) DO NOTHING;

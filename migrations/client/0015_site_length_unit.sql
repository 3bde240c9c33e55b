-- A site's default length unit (decision 0071), as the sites list sends it; null: millimetres.
ALTER TABLE sites ADD COLUMN lengthUnitId INTEGER;

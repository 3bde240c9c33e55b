-- Rows of a sync answer this device could not read (its validation refused them): kept aside with the reason, so
-- one bad row never stops the rest of the fleet from syncing. The SQL console shows them; each pull tries them again
-- (a newer app may read them), and a readable copy of the same row from the server replaces them.

CREATE TABLE syncQuarantine (
  list TEXT NOT NULL,
  rowKey TEXT NOT NULL,
  reason TEXT NOT NULL,
  row TEXT NOT NULL,
  receivedAt TEXT NOT NULL,
  PRIMARY KEY (list, rowKey)
) STRICT;

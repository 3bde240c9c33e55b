-- Who an inspection belongs to (decision 0022: the token subject of the save that created it, which the server keeps
-- and sends). The device refuses to change another inspector's inspection up front, as the server would refuse the
-- upload; NULL is an inspection made on this device and not yet sent back by the server: this device's own.

ALTER TABLE inspections ADD COLUMN ownerSub TEXT;
-- A reopen's backup is a copy of the row (inspection-lifecycle.ts).
ALTER TABLE inspectionBackups ADD COLUMN ownerSub TEXT;

-- Who is signed in on this device (the token's subject), set by the app at sign-in; no row: not known yet, and the
-- device then leaves the owner rule to the server.
CREATE TABLE signedInUser (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  subject TEXT NOT NULL,
  updatedAt TEXT NOT NULL
) STRICT;

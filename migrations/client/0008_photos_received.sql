-- A photo a screen sent, kept from the moment the worker receives it until the transaction that stores it commits
-- (decision 0036): the write it came with, as JSON without the image, and the captured file beside the photos as
-- "<id>.received". Compressing a camera picture takes seconds on a tablet, and several chosen at once take turns; a
-- page that reloaded or closed meanwhile lost every one not yet stored. The worker finishes what it finds here when it
-- next has the database. Local only (never synced).
CREATE TABLE photosReceived (
  id TEXT PRIMARY KEY NOT NULL,
  request TEXT NOT NULL,
  receivedAt TEXT NOT NULL
) STRICT;

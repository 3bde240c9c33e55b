-- Support messages written on this device (issue 48, decision 0039), kept until the server has taken them: one
-- written with no signal survives a reload and the sync engine sends it when the signal is back. `message` is the
-- body POST user-message takes (shell spec §7), built when the inspector tapped Send. A sent message is kept a day,
-- so the screen that queued it can say it went; one the server refused for good stays until the inspector sends it
-- again. Local only (never synced as rows).
CREATE TABLE supportQueue (
  id TEXT PRIMARY KEY NOT NULL,
  message TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'refused')),
  attempts INTEGER NOT NULL DEFAULT 0,
  nextAttemptAt TEXT,
  sentAt TEXT,
  lastError TEXT
) STRICT;
CREATE INDEX supportQueue_state ON supportQueue (state, nextAttemptAt);

-- The sync cursor without a lock a pull waits for (docs/decisions/0028-cheap-delta-syncs.md).
--
-- Until now a pull took the "sync write" advisory lock exclusively for an instant to read its cursor: it waited for
-- every write in flight, and every write that began meanwhile queued behind it. Every writer still takes the lock
-- shared before it stamps anything (0001), so the holders of that lock are exactly the transactions that may have
-- stamped rows and not committed yet; each of them began at its xact_start, before any row it stamps. The cursor is
-- the clock read first, held back to the start of the oldest holder seen after it: every row stamped before the
-- cursor belongs to a transaction that had committed when the holders were read (locks are released after the
-- commit is visible), so the pull's next statements see it. Nobody waits for anybody.
--
-- pg_stat_activity shows another role's xact_start only to its members and to pg_read_all_stats: when a holder's start
-- is hidden, the pull falls back to the old barrier (the exclusive lock for an instant).

CREATE FUNCTION sync_cursor() RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  read_at timestamptz := clock_timestamp();
  oldest timestamptz;
  hidden boolean;
BEGIN
  -- pg_stat_activity is a snapshot taken at its first read in a transaction: this read must be newer than read_at.
  PERFORM pg_stat_clear_snapshot();
  SELECT min(a.xact_start),
      bool_or(a.pid IS NOT NULL AND a.xact_start IS NULL
        AND NOT (pg_has_role(a.usesysid, 'USAGE') OR pg_has_role('pg_read_all_stats', 'USAGE')))
    INTO oldest, hidden
    FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.classid = 1347 AND l.objid = hashtext(current_schema())::oid
      AND l.objsubid = 2 AND l.pid IS DISTINCT FROM pg_backend_pid();
  IF hidden THEN
    PERFORM pg_advisory_xact_lock(1347, hashtext(current_schema()));
    RETURN clock_timestamp();
  END IF;
  RETURN least(read_at, oldest);
END $$;

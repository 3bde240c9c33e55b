-- The audit trail without its index on tx (docs/decisions/0032-catalogue-references-per-statement.md, part 3).
--
-- It cost every audited row of every save an index insertion (42 for the bench's save of 40 observations): 4 % of
-- PostgreSQL's CPU per save in `npm run bench:save-db -- --below 13` (6 rounds of 960 saves, c=32). Its one reader, a
-- save that may not change a completed inspection asking whether its own transaction audited a row of it
-- (src/server/save/completed-guard.ts), reads the inspection's rows through inspection_audit_inspection instead: a
-- completed inspection's history is some hundreds of rows, read only by such a save.

DROP INDEX inspection_audit_tx;

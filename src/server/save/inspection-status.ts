import { sql } from 'kysely';

// The status a report, the home lists and another device show must say what the inspection is, but an older app
// sends the status id it had when it started ("In Progress" even when completing). So the stored status follows the
// save's flags, whatever id was sent: Completed when completed and not reopened, else In Progress (a reopened
// inspection is being changed again). The names are the spec's (recording spec §3), looked up in the synced list;
// the id sent is kept only where that list has no such name. Reads the `input` rows of writeInspectionTree (write.ts).
export const STATUS_ID_FROM_FLAGS = sql.raw(`coalesce((SELECT s.id FROM inspection_statuses s
    WHERE s.name = CASE WHEN input.completed AND NOT input.reopened THEN 'Completed' ELSE 'In Progress' END
    ORDER BY s.id LIMIT 1), input.inspection_status_id)`);

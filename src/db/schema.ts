import type { LocalTables } from './schema-local.ts';
import type { PlannerTables } from './schema-planner.ts';
import type { ShellTables } from './schema-shell.ts';
import type { SyncTables } from './schema-sync.ts';

/** The Kysely type of the whole local database; schema.test.ts checks it against the migrated SQL. */
export interface Database extends SyncTables, LocalTables, ShellTables, PlannerTables {}

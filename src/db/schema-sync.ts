// Placeholder until the spec tables land: replaced by the schema of migrations/client/0001_sync_tables.sql.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the spec-tables migration
export interface SyncTables {}

import { parseMigrationFiles, type Migration } from './migrator.ts';
import { parseSchemaScript, type SchemaScript } from './schema-script.ts';
import script from '../../migrations/client-schema.sql?raw';

// Bundled at build time by Vite (and resolved by Vitest in Node), so the worker needs no fetch to migrate.
const files = import.meta.glob<string>('../../migrations/client/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const clientMigrations: readonly Migration[] = parseMigrationFiles(files);

/** What a new device's database is made from: the schema the migrations above leave (`npm run schema:client`). */
export const clientSchemaScript: SchemaScript = parseSchemaScript(script);

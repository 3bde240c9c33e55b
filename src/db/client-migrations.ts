import { parseMigrationFiles, type Migration } from './migrator.ts';

// Bundled at build time by Vite (and resolved by Vitest in Node), so the worker needs no fetch to migrate.
const files = import.meta.glob<string>('../../migrations/client/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const clientMigrations: readonly Migration[] = parseMigrationFiles(files);

import type { SchemaScript } from './schema-script.ts';
import type { Oo1Db } from './sqlite-types.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const FILE_NAME = /(?:^|\/)(\d{4})_([a-z0-9_-]+)\.sql$/;

/** Turns `{ 'path/0001_initial.sql': sql }` into an ordered, gap-free list of migrations. */
export function parseMigrationFiles(files: Record<string, string>): Migration[] {
  const migrations = Object.entries(files).map(([path, sql]) => {
    const match = FILE_NAME.exec(path);
    if (!match?.[1] || !match[2])
      throw new Error(`Migration file name must look like 0001_name.sql: ${path}`);
    return { version: Number(match[1]), name: match[2], sql };
  });
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Migrations must be numbered 1, 2, 3… without gaps: found ${m.version}`);
  });
  return migrations;
}

export interface MigrationResult {
  readonly from: number;
  readonly to: number;
  readonly applied: readonly string[];
}

/**
 * Applies every pending migration in one transaction and records the schema version in `PRAGMA user_version`
 * and `schema_migrations`. A failure rolls everything back and names the file; a database newer than this app is
 * refused untouched rather than guessed at. An empty database is made by `script` instead when it makes the latest
 * version (one not brought up to date is passed by), and the migrations are recorded as applied.
 */
export function migrate(db: Oo1Db, migrations: readonly Migration[], script?: SchemaScript): MigrationResult {
  const from = Number(db.selectValue('PRAGMA user_version'));
  const latest = migrations.length;
  if (from > latest) {
    throw new Error(`The local database is at schema version ${from}, newer than this app (${latest}).`);
  }
  const pending = migrations.slice(from);
  if (pending.length === 0) return { from, to: from, applied: [] };
  db.exec('BEGIN IMMEDIATE');
  try {
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    const byScript =
      from === 0 &&
      script?.version === latest &&
      Number(db.selectValue(`SELECT count(*) FROM sqlite_schema WHERE name <> 'schema_migrations'`)) === 0;
    if (byScript) {
      try {
        db.exec(script.sql);
      } catch (error) {
        throw new Error(`The schema script (version ${latest}) failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    for (const m of pending) {
      try {
        if (!byScript) db.exec(m.sql);
      } catch (error) {
        throw new Error(`Migration ${m.version}_${m.name}.sql failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      db.exec({
        sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        bind: [m.version, m.name, new Date().toISOString()],
      });
    }
    db.exec(`PRAGMA user_version = ${latest}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return { from, to: latest, applied: pending.map((m) => `${String(m.version).padStart(4, '0')}_${m.name}`) };
}

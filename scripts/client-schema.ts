// `npm run schema:client`: writes migrations/client-schema.sql, the script a new device's database is made from, by
// running every client migration on an empty database and writing down what they leave (decision 0094). Run it after
// adding a migration; src/db/schema-script.test.ts fails until it is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, parseMigrationFiles } from '../src/db/migrator.ts';
import { loadSqlite3 } from '../src/db/sqlite-load.ts';
import { schemaScriptOf } from '../src/db/schema-script.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'migrations/client');
const files: Record<string, string> = {};
for (const name of (await readdir(folder)).filter((n) => n.endsWith('.sql'))) {
  files[name] = await readFile(path.join(folder, name), 'utf8');
}
const migrations = parseMigrationFiles(files);
const sqlite3 = await loadSqlite3();
const db = new sqlite3.oo1.DB(':memory:', 'c');
const { to } = migrate(db, migrations);
const target = path.join(root, 'migrations/client-schema.sql');
await writeFile(target, schemaScriptOf(db, to));
db.close();
console.log(`${path.relative(root, target)}: the schema at version ${to}`);

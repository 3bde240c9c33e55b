import type { ServerConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { loadLocalKeys, loadLocalKeysFromDatabase, type LocalKeys } from './local-keys.ts';

// The local identity keys a server of this configuration signs with, read from outside its process (`npm run token`,
// tests and benchmarks that run servers as processes): DATA_DIR's file for the embedded database, the database's row
// with DATABASE_URL. The database is migrated first, as the server does, so a token can be made before any server ran.

export async function readConfiguredLocalKeys(config: ServerConfig): Promise<LocalKeys> {
  if (config.database.kind !== 'postgres') return loadLocalKeys(config.dataDir);
  const database = await openDatabase({ ...config.database, poolSize: 1 });
  try {
    await migrate(database.db);
    return await loadLocalKeysFromDatabase(database.db);
  } finally {
    await database.close();
  }
}

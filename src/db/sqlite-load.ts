import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import type { Sqlite3 } from './sqlite-types.ts';

let loading: Promise<Sqlite3> | undefined;

/** The real sqlite-wasm build, loaded once per process (Node resolves the package's node entry). */
export function loadSqlite3(): Promise<Sqlite3> {
  loading ??= sqlite3InitModule();
  return loading;
}

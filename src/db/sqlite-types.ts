// The slice of @sqlite.org/sqlite-wasm's types the engine uses, named once.
import type sqlite3InitModule from '@sqlite.org/sqlite-wasm';

export type Sqlite3 = Awaited<ReturnType<typeof sqlite3InitModule>>;
export type Oo1Db = InstanceType<Sqlite3['oo1']['DB']>;
export type SqlValue = string | number | bigint | null | Uint8Array;

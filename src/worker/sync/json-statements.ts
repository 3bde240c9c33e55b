import type { Oo1Db, Sqlite3 } from '../../db/sqlite-types.ts';

type Stmt = ReturnType<Oo1Db['prepare']>;

const encoder = new TextEncoder();

/** A JSON array of rows: text, or its UTF-8 bytes as the sync reader's worker hands them over (off the JS heap). */
export type JsonText = string | Uint8Array;

/**
 * The pull's statements, each binding one JSON array of rows (pull-statements.ts), prepared once per pull instead of
 * once per batch, with the text encoded straight into WebAssembly memory: the binding API's own path encodes to a new
 * array and copies it in, which with the parse of a fresh statement per batch was ~0.3 s of a 273k-row first sync's
 * CPU profile. Finalize before the connection is closed.
 */
export class JsonStatements {
  readonly #sqlite3: Sqlite3;
  readonly #db: Oo1Db;
  readonly #prepared = new Map<string, Stmt>();

  constructor(sqlite3: Sqlite3, db: Oo1Db) {
    this.#sqlite3 = sqlite3;
    this.#db = db;
  }

  /** Runs `sql` with `json` as its one parameter; returns the rows it changed. */
  run(sql: string, json: JsonText): number {
    let stmt = this.#prepared.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql);
      this.#prepared.set(sql, stmt);
    }
    try {
      this.#bind(stmt, json);
      while (stmt.step()) {
        // An upsert or delete returns no rows; stepping to the end runs it.
      }
      return this.#db.changes();
    } finally {
      stmt.reset(true);
    }
  }

  finalize(): void {
    for (const stmt of this.#prepared.values()) stmt.finalize();
    this.#prepared.clear();
  }

  /**
   * UTF-8 into memory SQLite owns and frees: bytes copied as they are; text encoded in place (it is mostly ASCII: one
   * byte per character is tried first).
   */
  #bind(stmt: Stmt, json: JsonText): void {
    const { wasm, capi } = this.#sqlite3;
    let address: number;
    let length: number;
    if (typeof json !== 'string') {
      address = Number(wasm.alloc(json.length + 1));
      wasm.heap8u().set(json, address);
      length = json.length;
    } else {
      let capacity = json.length;
      for (;;) {
        address = Number(wasm.alloc(capacity + 1));
        const { read, written } = encoder.encodeInto(
          json,
          wasm.heap8u().subarray(address, address + capacity),
        );
        if (read === json.length) {
          length = written;
          break;
        }
        wasm.dealloc(address);
        capacity = json.length * 3;
      }
    }
    const rc = capi.sqlite3_bind_text(Number(stmt.pointer), 1, address, length, capi.SQLITE_WASM_DEALLOC);
    if (rc !== 0) throw new Error(`Could not bind the rows: ${capi.sqlite3_errstr(rc)}`);
  }
}

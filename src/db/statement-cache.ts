import type { Oo1Db } from './sqlite-types.ts';

export type Stmt = ReturnType<Oo1Db['prepare']>;

/** A statement prepared once, and the tables SQLite said it reads when it was prepared. */
export interface KeptStatement {
  readonly stmt: Stmt;
  readonly tables: readonly string[];
}

/**
 * Prepared statements kept by their SQL text, the least recently used finalized past `limit`. Preparing was about a
 * quarter of a field save's time in the engine worker (a CPU profile at CPU 4×: 4 ms of 17 a save, issue 56), and a
 * save's Kysely queries are the same few texts every time; a query with a list of its own length (`IN (?, ?)`) makes
 * texts of its own, which is what the limit is for.
 */
export class StatementCache {
  readonly #limit: number;
  readonly #kept = new Map<string, KeptStatement>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#kept.size;
  }

  /** The statement kept for `sql`, or the one `prepare` makes, now kept (and the least recently used let go). */
  take(sql: string, prepare: (sql: string) => KeptStatement): KeptStatement {
    const hit = this.#kept.get(sql);
    if (hit) {
      // Last in the map's order: the most recently used.
      this.#kept.delete(sql);
      this.#kept.set(sql, hit);
      return hit;
    }
    const made = prepare(sql);
    this.#kept.set(sql, made);
    if (this.#kept.size > this.#limit) {
      const [oldest] = this.#kept;
      if (oldest) {
        this.#kept.delete(oldest[0]);
        oldest[1].stmt.finalize();
      }
    }
    return made;
  }

  /** Finalizes every statement kept (before the connection closes). */
  clear(): void {
    for (const { stmt } of this.#kept.values()) stmt.finalize();
    this.#kept.clear();
  }
}

import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// Statements that run on every pull, are costly to plan (one subquery per synced table) and take no parameter are
// prepared once per connection and planned once: text starting with PREPARED goes to PostgreSQL as a named
// statement. A plan without parameters is the same plan every time, so nothing is lost; the database plans it again
// by itself after a change of schema.

export const PREPARED = '/* prepared */ ';

/**
 * Statements of a save whose text never changes and whose values are arrays and JSON documents (read by ANY and
 * jsonb_to_recordset, so no value changes the best plan): prepared once per connection too, so PostgreSQL parses
 * them once and, after its first few custom plans, reuses one generic plan instead of planning each save again
 * (about a millisecond of the database's CPU per save: docs/decisions/0030-fast-saves-and-flat-memory.md).
 */
export const PREPARED_WITH_VALUES = '/* prepared with values */ ';

// A save asks for its statements' names on every request: each text is hashed once (the texts are few, see below).
const names = new Map<string, string>();
const MAX_NAMES = 1024;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * How many statements one connection keeps prepared. The save's statement of reads has a text per shape of request
 * (which reference tables it names), a few in practice: past this bound a new text runs unnamed, so no stream of
 * odd requests can grow a backend's memory without end.
 */
export const MAX_PREPARED_PER_CONNECTION = 64;

class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #prepared = new Set<string>();

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof what !== 'string')
      return this.#client.query(what as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    const values = [...(parameters ?? [])];
    const name = this.#nameFor(what, values.length);
    const config = name === undefined ? { text: what, values } : { name, text: what, values };
    return this.#client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
  }

  /** The statement's name when it is (or may now be) prepared on this connection. */
  #nameFor(text: string, valueCount: number): string | undefined {
    if (!(text.startsWith(PREPARED) && valueCount === 0) && !text.startsWith(PREPARED_WITH_VALUES))
      return undefined;
    const name = nameOf(text);
    if (this.#prepared.has(name)) return name;
    if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    this.#prepared.add(name);
    return name;
  }

  release(destroy?: boolean): void {
    this.#client.release(destroy);
  }
}

/** The pool Kysely uses: pg's, with PREPARED statements named. One wrapper per connection, as Kysely keys on it. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = new PreparingClient(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

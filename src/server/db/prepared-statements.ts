import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import {
  answerUnsent,
  isTransactionEnd,
  isTransactionStart,
  queryAfterStart,
} from './begin-with-statement.ts';
import { queryThenCommit } from './commit-with-statement.ts';

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

/**
 * Ends the text of a transaction's last statement: its COMMIT goes with it, in the same round trip
 * (commit-with-statement.ts). Nothing may follow it in the transaction but the end Kysely sends, answered here.
 */
export const THEN_COMMIT = ' /* then commit */';

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
  /** A transaction's start kept to go out with its first statement (begin-with-statement.ts). */
  #pendingStart: string | undefined;
  /** Between Kysely's start of a transaction and its end: only there does THEN_COMMIT commit. */
  #inTransaction = false;
  /** The transaction was committed with its last statement (THEN_COMMIT): Kysely's end is answered here. */
  #committed = false;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    what: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const start = this.#pendingStart;
    if (typeof what !== 'string') {
      // A cursor keeps its portal across round trips: the start goes on its own first (pg keeps the order).
      this.#pendingStart = undefined;
      if (start !== undefined) void this.#client.query(start).catch(() => undefined);
      return this.#client.query(what as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    }
    const values = [...(parameters ?? [])];
    if (isTransactionStart(what, values.length) && start === undefined) {
      this.#pendingStart = what;
      this.#inTransaction = true;
      return Promise.resolve(answerUnsent('BEGIN') as PostgresQueryResult<R>);
    }
    const end = isTransactionEnd(what, values.length);
    if (end !== undefined) this.#inTransaction = false;
    if (this.#committed) {
      this.#committed = false;
      // A ROLLBACK after it (code that threw once the last statement ran) finds the transaction ended either way.
      if (end !== undefined) return Promise.resolve(answerUnsent(end) as PostgresQueryResult<R>);
      return Promise.reject(new Error('A statement came after the one its transaction was committed with'));
    }
    if (end !== undefined && start !== undefined) {
      this.#pendingStart = undefined;
      return Promise.resolve(answerUnsent(end) as PostgresQueryResult<R>);
    }
    const name = this.#nameFor(what, values.length);
    const config = name === undefined ? { text: what, values } : { name, text: what, values };
    if (start === undefined && this.#inTransaction && what.endsWith(THEN_COMMIT)) {
      const sent = queryThenCommit(this.#client, config);
      if (sent !== undefined)
        return sent.then(({ result, committed }) => {
          this.#committed = committed;
          return result as unknown as PostgresQueryResult<R>;
        });
    }
    if (start === undefined) return this.#client.query(config) as unknown as Promise<PostgresQueryResult<R>>;
    this.#pendingStart = undefined;
    return queryAfterStart(this.#client, start, config) as unknown as Promise<PostgresQueryResult<R>>;
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

  /** Kysely reads the backend's pid from here (else it asks the database for it). */
  get processID(): number | undefined {
    return (this.#client as unknown as { processID?: number }).processID;
  }

  release(destroy?: boolean): void {
    this.#pendingStart = undefined;
    this.#inTransaction = false;
    this.#committed = false;
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

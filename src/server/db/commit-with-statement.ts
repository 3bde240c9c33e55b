import pg from 'pg';
import { sharedWriteConnection, type ProtocolWriter } from './begin-with-statement.ts';

// A transaction's COMMIT travels with its last statement when the caller knows it is the last (THEN_COMMIT,
// prepared-statements.ts): COMMIT answers nothing anyone reads, yet on its own it cost a round trip, and each round
// trip wakes the database's backend, which on a machine shared with PostgreSQL takes the server's core meanwhile
// (decision 0034). The statement's messages, then COMMIT's Parse, Bind and Execute, then one
// Sync go in one write: PostgreSQL runs the COMMIT only when the statement succeeded, since an error skips every
// message up to the Sync and leaves the transaction open and failed, for the caller's ROLLBACK.

/** pg's connection with the message that ends an extended-protocol round trip. */
type Writer = ProtocolWriter & { sync(): void };

/** The statement's result, and whether its COMMIT ran (false: the transaction is still open). */
export interface CommittedResult {
  readonly result: pg.QueryResult;
  readonly committed: boolean;
}

/**
 * Runs the statement and commits after it in one round trip (over pg's socket, or PGlite's adapter, which speaks the
 * same messages in the process), or answers undefined where that cannot be done (a connection without those methods,
 * a named statement not yet parsed on this connection, values that are not an array): the caller then sends both as
 * usual.
 */
export function queryThenCommit(
  client: pg.PoolClient,
  config: pg.QueryConfig,
): Promise<CommittedResult> | undefined {
  const connection = sharedWriteConnection(client, config) as Partial<Writer> | undefined;
  if (typeof connection?.sync !== 'function') return undefined;
  return new Promise((resolve, reject) => {
    const query = new pg.Query({ ...config, queryMode: 'extended' } as pg.QueryConfig, (error, results) => {
      if (error !== undefined && error !== null) return reject(error);
      const each = Array.isArray(results) ? (results as pg.QueryResult[]) : [results as pg.QueryResult];
      resolve({ result: each[0] as pg.QueryResult, committed: each.length > 1 });
    });
    const submitStatement = query.submit.bind(query) as unknown as (on: Writer) => Error | null;
    query.submit = ((on: Writer) => {
      const { execute, sync } = on;
      const own = { execute: Object.hasOwn(on, 'execute'), sync: Object.hasOwn(on, 'sync') };
      let executed = false;
      // COMMIT only after the statement's Execute: when pg cannot bind the values it closes the statement and syncs
      // without executing it, and nothing may be committed then.
      on.execute = (message) => {
        executed = true;
        execute.call(on, message);
      };
      on.sync = () => {
        if (executed) {
          on.parse({ text: 'COMMIT', name: '', types: [] });
          on.bind({ portal: '', statement: '', values: [] });
          execute.call(on, { portal: '', rows: 0 });
        }
        sync.call(on);
      };
      try {
        return submitStatement(on);
      } finally {
        // The connection as it was: pg's has both on its prototype.
        if (own.execute) on.execute = execute;
        else delete (on as Partial<Writer>).execute;
        if (own.sync) on.sync = sync;
        else delete (on as Partial<Writer>).sync;
      }
    }) as unknown as pg.Query['submit'];
    client.query(query);
  });
}

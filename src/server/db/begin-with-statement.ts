import pg from 'pg';

// A transaction's BEGIN travels with its first statement instead of in a round trip of its own. Every round trip
// costs a write to the socket, a wake-up of the database's backend and a read of the answer on both sides (0.09 ms
// of this process's CPU alone, decision 0034), and BEGIN answers nothing anyone reads: Kysely
// sends it and awaits it before the first statement. pg's pipeline mode (a client option) would send the two back to
// back, but as two writes, for every client of the pool, refusing cursors and destroying the connection of a query
// that times out; here the pair is one query of its own, written at once.

/** The statement Kysely opens a transaction with (postgres-driver.js: `begin`, or `start transaction …`). */
export function isTransactionStart(text: string, valueCount: number): boolean {
  return valueCount === 0 && /^(begin|start transaction)\b/i.test(text);
}

/**
 * What pg would have answered a statement not sent: the BEGIN kept for the next statement, or the COMMIT or ROLLBACK
 * of a transaction that sent no statement (nothing was begun).
 */
export function answerUnsent(command: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): pg.QueryResult {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}

export function isTransactionEnd(text: string, valueCount: number): 'COMMIT' | 'ROLLBACK' | undefined {
  if (valueCount !== 0) return undefined;
  if (/^commit$/i.test(text)) return 'COMMIT';
  if (/^rollback$/i.test(text)) return 'ROLLBACK';
  return undefined;
}

/** The parts of pg's connection (lib/connection.js, or PGlite's in-process one, which has no socket) used here. */
export interface ProtocolWriter {
  readonly stream: { cork?: () => void; uncork?: () => void };
  readonly parsedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
}

/**
 * pg's connection, when the statement may share one write with another message (a transaction's start before it, its
 * COMMIT after it): a named statement must already be parsed on it, since pg records a name as parsed on the first
 * ParseComplete it reads and a failed Parse would leave it recorded so; and pg must not refuse the statement before
 * writing anything (values not an array), or the other message would have gone out alone.
 */
export function sharedWriteConnection(
  client: pg.PoolClient,
  config: pg.QueryConfig,
): ProtocolWriter | undefined {
  const connection = connectionOf(client);
  const parsed = config.name === undefined || connection?.parsedStatements[config.name] === config.text;
  return parsed && Array.isArray(config.values ?? []) ? connection : undefined;
}

function connectionOf(client: pg.PoolClient): ProtocolWriter | undefined {
  const connection = (client as unknown as { connection?: Partial<ProtocolWriter> }).connection;
  if (
    typeof connection?.parse !== 'function' ||
    typeof connection.bind !== 'function' ||
    typeof connection.execute !== 'function' ||
    typeof connection.parsedStatements !== 'object' ||
    typeof connection.stream !== 'object'
  )
    return undefined;
  return connection as ProtocolWriter;
}

/**
 * Sends `start` with the statement in one round trip where pg allows it, else the start first and the statement
 * when it is answered. A named statement not yet parsed on this connection goes after its own start: pg records a
 * named statement as parsed on the first ParseComplete it reads, which would be the start's, and a failed Parse of
 * the statement would leave it recorded as parsed.
 */
export function queryAfterStart(
  client: pg.PoolClient,
  start: string,
  config: pg.QueryConfig,
): Promise<pg.QueryResult> {
  const connection = sharedWriteConnection(client, config);
  const extended = (config.values ?? []).length > 0 || config.name !== undefined;
  if (connection === undefined) return client.query(start).then(() => client.query(config));
  // The simple protocol takes both in one message; its answer is one result per statement.
  if (!extended) return client.query(`${start};${config.text}`).then((results) => lastOf(results, 'simple'));
  return new Promise((resolve, reject) => {
    const query = new pg.Query({ ...config, queryMode: 'extended' } as pg.QueryConfig, (error, results) =>
      error === undefined || error === null ? resolve(lastOf(results, 'extended')) : reject(error),
    );
    const submitStatement = query.submit.bind(query) as unknown as (on: ProtocolWriter) => Error | null;
    // The start's Parse, Bind and Execute, then the statement's own messages and its Sync, in one write: PostgreSQL
    // runs the two in order as over two round trips, and answers both before one ReadyForQuery.
    query.submit = ((on: ProtocolWriter) => {
      on.stream.cork?.();
      try {
        on.parse({ text: start, name: '', types: [] });
        on.bind({ portal: '', statement: '', values: [] });
        on.execute({ portal: '', rows: 0 });
        return submitStatement(on);
      } finally {
        on.stream.uncork?.();
      }
    }) as unknown as pg.Query['submit'];
    client.query(query);
  });
}

function lastOf(results: unknown, protocol: 'simple' | 'extended'): pg.QueryResult {
  if (!Array.isArray(results)) return results as pg.QueryResult;
  const rest = (results as pg.QueryResult[]).slice(1);
  // A simple-protocol text of several statements answered several results without its start, as pg gives them.
  if (protocol === 'simple' && rest.length > 1) return rest as unknown as pg.QueryResult;
  return rest[0] as pg.QueryResult;
}

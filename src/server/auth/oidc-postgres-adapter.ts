import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/connect.ts';

// The local provider's storage in the database (migrations/server/0004_local_identity_state.sql), so a sign-in begun
// on one server process finishes on another and a refresh token works on every one. `db` throws (503) until the
// database is ready: the provider then answers a server error and the app tries again.

type Row = { payload: AdapterPayload; consumedAt: Date | null };

const withConsumed = (row: Row | undefined): AdapterPayload | undefined =>
  row === undefined
    ? undefined
    : {
        ...row.payload,
        ...(row.consumedAt === null
          ? {}
          : { consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }),
      };

export function postgresAdapterFactory(db: () => Db): (name: string) => Adapter {
  return (name: string) => {
    const findBy = async (column: 'id' | 'uid' | 'user_code', value: string) => {
      const result = await sql<Row>`
        SELECT payload, consumed_at FROM oidc_payloads
        WHERE model = ${name} AND ${sql.ref(column)} = ${value}
          AND (expires_at IS NULL OR expires_at > clock_timestamp())
        LIMIT 1`.execute(db());
      return withConsumed(result.rows[0]);
    };
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        await sql`
          INSERT INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
          VALUES (${name}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
            ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
          ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
            user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`.execute(
          db(),
        );
      },
      find: (id) => findBy('id', id),
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('user_code', userCode),
      async consume(id) {
        await sql`UPDATE oidc_payloads SET consumed_at = clock_timestamp() WHERE model = ${name} AND id = ${id}`.execute(
          db(),
        );
      },
      async destroy(id) {
        await sql`DELETE FROM oidc_payloads WHERE model = ${name} AND id = ${id}`.execute(db());
      },
      async revokeByGrantId(grantId) {
        await sql`DELETE FROM oidc_payloads WHERE grant_id = ${grantId}`.execute(db());
      },
    };
  };
}

/** Removes what expired more than a day ago (run hourly). */
export async function purgeExpiredOidcPayloads(db: Db): Promise<number> {
  const result = await sql`
    DELETE FROM oidc_payloads WHERE expires_at < clock_timestamp() - interval '1 day'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Small device settings as JSON in the kv table; each write is its own transaction. */
export class KvStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async get(key: string): Promise<JsonValue | undefined> {
    const row = await this.#db.selectFrom('kv').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as JsonValue) : undefined;
  }

  async set(key: string, value: JsonValue): Promise<void> {
    const row = { key, value: JSON.stringify(value), updatedAt: new Date().toISOString() };
    await this.#db
      .insertInto('kv')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
      .execute();
  }
}

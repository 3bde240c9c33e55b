import * as v from 'valibot';
import type { KvStore } from './kv-store.ts';

const KEY = 'devConsole.history';
const MAX_ENTRIES = 25;

const EntrySchema = v.object({ sql: v.string(), ranAt: v.string(), ok: v.boolean() });
export type SqlHistoryEntry = v.InferOutput<typeof EntrySchema>;

/** The SQL console's recent queries, newest first, kept on the device across reloads. */
export class SqlHistory {
  readonly #kv: KvStore;

  constructor(kv: KvStore) {
    this.#kv = kv;
  }

  async list(): Promise<SqlHistoryEntry[]> {
    // Stored data is input too: an unreadable history is dropped, not trusted.
    const parsed = v.safeParse(v.array(EntrySchema), await this.#kv.get(KEY));
    return parsed.success ? parsed.output : [];
  }

  async record(sql: string, ok: boolean): Promise<void> {
    const text = sql.trim();
    if (text === '') return;
    const rest = (await this.list()).filter((entry) => entry.sql !== text);
    await this.#kv.set(
      KEY,
      [{ sql: text, ranAt: new Date().toISOString(), ok }, ...rest].slice(0, MAX_ENTRIES),
    );
  }
}

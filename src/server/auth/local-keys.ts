import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

// The local identity provider's signing key and cookie secret, made on first use and kept so tokens stay valid across
// restarts and `npm run token` signs with the same key as the server: under DATA_DIR/identity with the embedded
// database, in the database with PostgreSQL, where every process on every machine reads the same
// (docs/decisions/0026-stateless-server-processes.md).

export interface LocalKeys {
  /** The private signing key (RS256) with its kid. */
  readonly privateJwk: JWK & { kid: string };
  readonly publicJwk: JWK & { kid: string };
  readonly cookieSecret: string;
}

interface StoredKeys {
  privateJwk: JWK & { kid: string };
  cookieSecret: string;
}

function publicPart(jwk: JWK & { kid: string }): JWK & { kid: string } {
  const { kty, n, e, kid, alg } = jwk;
  return { kty, n, e, kid, alg: alg ?? 'RS256', use: 'sig' } as JWK & { kid: string };
}

async function createKeys(): Promise<StoredKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = (await calculateJwkThumbprint(jwk)).slice(0, 16);
  return {
    privateJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieSecret: randomBytes(32).toString('base64url'),
  };
}

export function localKeysFile(dataDir: string): string {
  return path.join(dataDir, 'identity', 'local-signing-key.json');
}

/** Loads the keys of DATA_DIR, making them if there are none (a concurrent maker wins: its file is read). */
export async function loadLocalKeys(dataDir: string): Promise<LocalKeys> {
  const file = localKeysFile(dataDir);
  const read = async (): Promise<StoredKeys | undefined> => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as StoredKeys;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`Cannot read the local identity keys at ${file}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  let stored = await read();
  if (stored === undefined) {
    await mkdir(path.dirname(file), { recursive: true });
    const made = await createKeys();
    try {
      await writeFile(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
      stored = made;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      stored = await read();
    }
  }
  if (stored === undefined) throw new Error(`Cannot make the local identity keys at ${file}`);
  return fromStored(stored);
}

function fromStored(stored: StoredKeys): LocalKeys {
  return {
    privateJwk: stored.privateJwk,
    publicJwk: publicPart(stored.privateJwk),
    cookieSecret: stored.cookieSecret,
  };
}

/**
 * Loads the keys of the database (migrations/server/0006), making them if there are none: the first maker's row
 * wins and every process reads it.
 */
export async function loadLocalKeysFromDatabase(db: Db): Promise<LocalKeys> {
  const read = async () =>
    (
      await sql<StoredKeys>`SELECT private_jwk AS "privateJwk", cookie_secret AS "cookieSecret"
        FROM local_identity_keys WHERE id = 1`.execute(db)
    ).rows[0];
  let stored = await read();
  if (stored === undefined) {
    const made = await createKeys();
    await sql`INSERT INTO local_identity_keys (id, private_jwk, cookie_secret)
      VALUES (1, ${JSON.stringify(made.privateJwk)}::jsonb, ${made.cookieSecret})
      ON CONFLICT (id) DO NOTHING`.execute(db);
    stored = await read();
  }
  if (stored === undefined) throw new Error('Cannot make the local identity keys in the database');
  return fromStored(stored);
}

/** The subject of a local account: stable per e-mail address. */
export function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

// The local identity provider's signing key and cookie secret, made on first use and kept under
// DATA_DIR/identity so tokens stay valid across restarts and `npm run token` signs with the same key as the server.

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
  return {
    privateJwk: stored.privateJwk,
    publicJwk: publicPart(stored.privateJwk),
    cookieSecret: stored.cookieSecret,
  };
}

/** The subject of a local account: stable per e-mail address. */
export function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Where the embedded database and the photos live. */
  readonly dataDir: string;
  /** The built front end. */
  readonly distDir: string;
}

/** Configuration from environment variables (documented in the README). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  const root = process.cwd();
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
  };
}

import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  /** The server's process id (the benchmark samples its memory). */
  readonly pid: number | undefined;
  /** A valid local access token, as `npm run -s token` prints it. */
  token(name: string, email: string): Promise<string>;
  /** Stops the server and removes its data directory, unless `keepData` (to start again on the same data). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ServerProcessOptions {
  /** An existing data directory (e.g. seeded at another scale); default a fresh temporary one. Removed on stop. */
  readonly dataDir?: string;
  readonly env?: Record<string, string>;
}

/** A fresh temporary data directory for a server of the tests. */
export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'inspect-server-'));
}

/** Seeds the demo or large fleet into a data directory, as `npm run seed` does. */
export async function seedFleet(dataDir: string, scale: string, port: number): Promise<void> {
  await run(process.execPath, ['src/server/seed/cli.ts', '--scale', scale], {
    env: serverEnv(port, dataDir),
    maxBuffer: 1 << 24,
  });
}

/**
 * A seeded data directory for benchmarks that compare builds on one fleet: `dir` as it is when it already holds a
 * database, else seeded there (or in a new temporary directory when no `dir` is given).
 */
export async function seededDataDir(
  dir: string | undefined,
  scale: string,
  port: number,
  log: (message: string) => void,
): Promise<string> {
  const seeded = dir ? path.resolve(dir) : await makeDataDir();
  if (!dir || !existsSync(path.join(seeded, 'pglite'))) {
    log(`seeding the ${scale} fleet in ${seeded}`);
    await seedFleet(seeded, scale, port);
  }
  return seeded;
}

/**
 * A server on a copy of the seeded `scale` fleet (seeded first where `seeded` holds none), serving the build in `dist`
 * when given. The server writes to its data: on a copy, each run of a trace tool starts from the same fleet. Its stop
 * removes the copy.
 */
export async function serverOnSeededCopy(options: {
  readonly seeded: string | undefined;
  readonly scale: string;
  readonly port: number;
  readonly dist?: string | undefined;
  readonly log: (message: string) => void;
}): Promise<ServerProcess> {
  const seeded = await seededDataDir(options.seeded, options.scale, options.port, options.log);
  const dataDir = await makeDataDir();
  await cp(seeded, dataDir, { recursive: true });
  return startServerProcess(options.port, {
    dataDir,
    ...(options.dist ? { env: { DIST_DIR: path.resolve(options.dist) } } : {}),
  });
}

/** The environment the server and its CLIs (seed, token) share for one data directory and port. */
export function serverEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...extra };
}

/** The real reference server in a child process on loopback; resolves once its database is ready. */
export async function startServerProcess(
  port: number,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await makeDataDir());
  const env = serverEnv(port, dataDir, options.env);
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"database ready"')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid,
    async token(name, email) {
      const { stdout } = await run(
        process.execPath,
        ['src/server/auth/token-cli.ts', '--name', name, '--email', email],
        {
          env,
        },
      );
      return stdout.trim().split('\n').at(-1) ?? '';
    },
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

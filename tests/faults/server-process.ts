import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ServerProcess {
  readonly url: string;
  readonly dataDir: string;
  /** A valid local access token, as `npm run -s token` prints it. */
  token(name: string, email: string): Promise<string>;
  stop(): Promise<void>;
}

/** The real reference server in a child process on loopback, with a fresh data directory; resolves once ready. */
export async function startServerProcess(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inspect-faults-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...extraEnv };
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
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

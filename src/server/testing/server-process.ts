import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// A real server process (`node src/server/main.ts`) for the multi-process test and the load benchmark: started with
// the given environment on a free port, known by the URL of its "listening" log line, ready when its "database
// ready" line comes.

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly ready: Promise<void>;
  /** The log lines so far (JSON objects). */
  readonly lines: Record<string, unknown>[];
  /** Settles when the process has ended: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/**
 * `main` runs another checkout's server (the benchmark's before/after); `nodeArgs` are Node's options before it (as
 * that checkout's `npm run server` gives them: serverNodeArgs).
 */
export async function startServerProcess(
  env: Record<string, string>,
  main = MAIN,
  nodeArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let onUrl: (url: string) => void = () => {};
  let onReady: () => void = () => {};
  let onFail: (error: Error) => void = () => {};
  const url = new Promise<string>((resolve, reject) => {
    onUrl = resolve;
    onFail = reject;
  });
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    const fail = onFail;
    onFail = (error) => {
      fail(error);
      reject(error);
    };
  });
  ready.catch(() => undefined);
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    lines.push(line);
    if (line.msg === 'listening') onUrl(String(line.url));
    if (line.msg === 'database ready') onReady();
    if (line.msg === 'database start failed' || line.msg === 'server did not start')
      onFail(new Error(`server failed: ${JSON.stringify(line)}`));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  void exited.then(() => onFail(new Error(`server exited before it was ready: ${stderr}`)));
  return {
    url: await url,
    pid: child.pid as number,
    ready,
    lines,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The options `npm run server` gives Node in the checkout of `main` (its package.json), so a benchmark runs each
 * checkout's server as it is run in use.
 */
export async function serverNodeArgs(main = MAIN): Promise<string[]> {
  const manifest = path.resolve(path.dirname(main), '../../package.json');
  const scripts = (JSON.parse(await readFile(manifest, 'utf8')) as { scripts?: Record<string, string> })
    .scripts;
  const words = (scripts?.server ?? '').split(/\s+/);
  const at = words.indexOf('node');
  const end = words.findIndex((word) => word.endsWith('src/server/main.ts'));
  return at === -1 || end === -1 ? [] : words.slice(at + 1, end);
}

/**
 * An access token of a server process's local identity provider, asked of the process itself (its /local-sign-in,
 * which answers loopback requests): valid wherever its keys are kept, in DATA_DIR or in the database.
 */
export async function signInLocally(
  server: Pick<ServerProcess, 'url'>,
  person: { name: string; email: string },
): Promise<string> {
  const response = await fetch(`${server.url}/local-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (response.status !== 200) throw new Error(`local sign-in answered ${response.status}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return token;
}

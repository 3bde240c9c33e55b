import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

// Debian's Chromium driven over a bare DevTools pipe: no domain enabled but what a measure asks for. Playwright
// enables Runtime, Network and Page on every page and attaches to every worker with `waitForDebuggerOnStart`, so a
// new worker (the engine's) waits for a round trip to Playwright's process before it runs. A cold start measured
// through it is slower than a tablet's (session 51: the app's own Home 1.2–1.3 s against 0.7–0.9 s bare, CPU 4×).

interface Pending {
  readonly resolve: (result: Record<string, unknown>) => void;
  readonly reject: (error: Error) => void;
  readonly method: string;
}

export interface BareSession {
  /** A DevTools command to this tab. */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Evaluates an expression in the tab's page (awaiting a promise it gives) and answers its value. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface BareChromium {
  /** A new tab, attached: nothing enabled in it. */
  newTab(): Promise<BareSession>;
  close(): Promise<void>;
}

/** Launches Chromium on the profile directory (no other process may hold it) with a DevTools pipe. */
export async function launchBareChromium(
  profile: string,
  extraArgs: readonly string[] = [],
): Promise<BareChromium> {
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...extraArgs,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toChrome = child.stdio[3] as Writable;
  const fromChrome = child.stdio[4] as Readable;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let buffered = '';
  fromChrome.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let end = buffered.indexOf('\0');
    while (end >= 0) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\0');
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting || message.id === undefined) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result ?? {});
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const waiting of pending.values())
      waiting.reject(new Error(`Chromium exited during ${waiting.method}`));
    pending.clear();
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: (result) => resolve(result as T), reject, method });
      toChrome.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  // The browser answers once it is up.
  await send('Browser.getVersion');
  return {
    async newTab() {
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      });
      const inTab = <T>(method: string, params?: Record<string, unknown>) =>
        send<T>(method, params, sessionId);
      return {
        send: inTab,
        async evaluate<T>(expression: string) {
          const answer = await inTab<{
            result: { value?: unknown };
            exceptionDetails?: { text: string; exception?: { description?: string } };
          }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
          if (answer.exceptionDetails) {
            const { text, exception } = answer.exceptionDetails;
            throw new Error(`in the page: ${exception?.description ?? text}`);
          }
          return answer.result.value as T;
        },
        async close() {
          await send('Target.closeTarget', { targetId });
        },
      };
    },
    async close() {
      await send('Browser.close').catch(() => undefined);
      await exited;
    },
  };
}

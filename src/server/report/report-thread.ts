import { Worker } from 'node:worker_threads';
import type { Language } from '../../i18n/languages.ts';
import type { LengthUnit } from '../../rules/index.ts';
import type { ReportSource } from '../../report/report-source.ts';
import type { ReportAsked } from './report-thread-worker.ts';
import type { ZipFile } from './zip-stream.ts';

// A report's document is made in a thread of its own, never on the server's event loop: building the document, its
// charts and its zip took the loop for about a second at a time on a loaded machine, and the readiness probe and
// every sync waited behind it (decision 0059). The thread is started by the first report and ends once no report has
// come for REPORT_THREAD_IDLE_MS, so the report machinery's memory (about 75 MB: the document builder, resvg's
// WebAssembly, which never shrinks, and the heap a burst grew) is given back whole after a burst.

/** How long the report thread stays when no report comes: reports are rare on a fleet's server (devices make theirs). */
export const REPORT_THREAD_IDLE_MS = 2_000;

export interface MadeReport {
  readonly fileName: string;
  /** The zip's files, compressed, in order (zip-stream.ts). */
  readonly files: ZipFile[];
}

type Answer =
  | { readonly id: number; readonly fileName: string; readonly files: ZipFile[] }
  | { readonly id: number; readonly failure: string };

interface Waiting {
  readonly worker: Worker;
  readonly resolve: (made: MadeReport) => void;
  readonly reject: (error: Error) => void;
}

export class ReportThread {
  #worker: Worker | undefined;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 0;
  #idle: ReturnType<typeof setTimeout> | undefined;
  readonly #idleMs: number;

  constructor(idleMs = REPORT_THREAD_IDLE_MS) {
    this.#idleMs = idleMs;
  }

  /** The report's files; rejects with the thread's error when it could not be made. */
  make(source: ReportSource, lengthUnit: LengthUnit | undefined, language?: Language): Promise<MadeReport> {
    clearTimeout(this.#idle);
    const worker = this.#started();
    const id = this.#nextId++;
    return new Promise<MadeReport>((resolve, reject) => {
      this.#waiting.set(id, { worker, resolve, reject });
      const asked: ReportAsked = { id, source, lengthUnit, language };
      worker.postMessage(asked);
    });
  }

  /** Whether the thread is running (a report is being made, or one was within the idle time). */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #started(): Worker {
    if (this.#worker !== undefined) return this.#worker;
    const worker = new Worker(new URL('./report-thread-worker.ts', import.meta.url));
    // The thread never keeps the server's process alive: it ends when idle, or with the process.
    worker.unref();
    worker.on('message', (answer: Answer) => this.#answered(answer));
    // Only the reports asked of this thread: an idle thread ending while the next one starts loses none.
    const lost = (error: Error) => {
      if (this.#worker === worker) this.#worker = undefined;
      for (const [id, waiting] of this.#waiting)
        if (waiting.worker === worker) {
          this.#waiting.delete(id);
          waiting.reject(error);
        }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The report thread ended (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #answered(answer: Answer): void {
    const waiting = this.#waiting.get(answer.id);
    this.#waiting.delete(answer.id);
    if ('failure' in answer) waiting?.reject(new Error(answer.failure));
    else waiting?.resolve({ fileName: answer.fileName, files: answer.files });
    if (this.#waiting.size === 0) {
      clearTimeout(this.#idle);
      this.#idle = setTimeout(() => void this.close(), this.#idleMs);
      this.#idle.unref();
    }
  }
}

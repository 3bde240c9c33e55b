import { START_ADDRESS_TYPE } from '../src/worker/start-address.ts';

/** The page's classic script that starts the engine worker, served under this name beside index.html. */
export const ENGINE_START_FILE = 'engine-start.js';

/**
 * The global that holds this tab's engine worker, made by whichever comes first: this script or the app's first
 * script (src/ui/boot.ts), which uses the one it finds.
 */
export const ENGINE_WORKER_GLOBAL = 'inspectEngineWorker';

/**
 * The engine worker's address in the built first script: the one `new Worker(new URL(…))` it makes with the name
 * `engine` (src/ui/engine/engine-worker.ts). Undefined when the build holds no such call.
 */
export function engineWorkerUrl(firstScript: string): string | undefined {
  // An unminified build keeps Vite's `/* @vite-ignore */` comment before the address, and the call on several lines.
  const call =
    /new Worker\(new URL\(\s*(?:\/\*[^*]*\*\/\s*)?[`'"](\/?assets\/[^`'"]+\.js)[`'"][^)]*\)\s*,\s*\{[^}]*name:\s*[`'"]engine[`'"]/.exec(
      firstScript,
    );
  const file = call?.[1];
  if (!file) return undefined;
  return file.startsWith('/') ? file : `/${file}`;
}

/**
 * The classic script that starts the engine worker while the page is still parsed (decision 0077): before the
 * start chunk is compiled and the first module script runs, the first script of the page (decision 0112). Should it
 * run after that script, the tab has its worker already and it makes none. A browser that refuses it leaves the
 * app's own start. At the addresses of `afterShownPaths` it starts nothing: the app starts the engine once the page
 * is shown (decision 0115).
 */
export function engineStartScript(workerUrl: string, afterShownPaths: readonly string[]): string {
  return [
    "// Starts the engine worker before the app's scripts are compiled (decision 0077).",
    'try {',
    `  if (!self.${ENGINE_WORKER_GLOBAL} && ${JSON.stringify(afterShownPaths)}.indexOf(location.pathname) < 0) {`,
    // A milestone of the cold-start bench: when the page asked for the worker.
    "    performance.mark('inspect:engine-asked');",
    `    self.${ENGINE_WORKER_GLOBAL} = new Worker(${JSON.stringify(workerUrl)}, { type: 'module', name: 'engine' });`,
    // The page's address: the worker reads ahead what that screen will ask (decision 0127).
    `    self.${ENGINE_WORKER_GLOBAL}.postMessage({ type: ${JSON.stringify(START_ADDRESS_TYPE)}, address: location.pathname });`,
    '  }',
    '} catch (error) {',
    '  // The app starts its worker itself.',
    '}',
    '',
  ].join('\n');
}

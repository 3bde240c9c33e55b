/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ENGINE_START_FILE, engineStartScript, engineWorkerUrl } from './scripts/engine-start-script.ts';
import { chunksWithoutHintFirst, sourceMapMovedDown, withCompileHintFirst } from './scripts/compile-hint.ts';
import { precompress } from './scripts/precompress.ts';
import { screenFamilyChunk } from './scripts/screen-family-chunk.ts';
import { startChunks } from './scripts/start-chunk.ts';
import { ENGINE_AFTER_SHOWN_PATHS } from './src/ui/engine/engine-start-paths.ts';

// The chunks of the code the first screen runs, each with the module whose static imports it holds
// (scripts/start-chunk.ts; decisions 0075, 0084, 0117).
const START_PARTS = [
  { name: 'start-libraries', entry: path.resolve('src/ui/start-libraries.ts') },
  { name: 'start-router', entry: path.resolve('src/ui/start-router.ts') },
  { name: 'start-words', entry: path.resolve('src/ui/start-words.ts') },
  { name: 'start', entry: path.resolve('src/ui/main.tsx') },
];
const START_CHUNKS = START_PARTS.map((part) => part.name);
/** An inspection's screens' chunk (decision 0125). */
const INSPECTION_SCREENS_CHUNK = 'inspection-screens';

// The footer shows when this build was made (shell spec §2 Footer); the server serves it uncached.
function buildTimeFile(): Plugin {
  return {
    name: 'build-time-file',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify({ buildTime: new Date().toISOString() });
      this.emitFile({ type: 'asset', fileName: 'build-time.json', source });
    },
  };
}

// Each built file compressed beside itself once the bundle and the service worker are written (scripts/precompress.ts).
function precompressedAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed-assets',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompress(outDir);
      },
    },
  };
}

// The start chunk and what it imports are asked for by the page itself, beside its first script: fetched and compiled
// while that script starts the engine worker, not one request after another once it asks for them (decision 0075).
function preloadStartChunk(): Plugin {
  return {
    name: 'preload-start-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        if (!bundle || path.basename(filename) !== 'index.html') return [];
        const start = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'start');
        if (!start || start.type !== 'chunk') return [];
        // The first script, which the start chunk imports too, is on the page already.
        const imported = start.imports.filter((file) => {
          const chunk = bundle[file];
          return !(chunk?.type === 'chunk' && chunk.isEntry);
        });
        return [start.fileName, ...imported].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

// Every chunk of the page compiled with its download, off the main thread, rather than one function at a time on the
// main thread at its first call: during the start for the start chunks, and at a screen's first open for the chunks
// Home and an open inspection warm (decisions 0123, 0124). V8's explicit compile hint (Chromium 136+; a comment to
// other engines) must open the file: written once the bundle is final, after minification, which drops comments, and
// after Vite's preamble of the chunks with lazy imports, which went before a banner (decision 0122). The workers'
// chunks are another build's, and stay as they are (decision 0103).
function compilePageChunksEagerly(): Plugin {
  return {
    name: 'compile-page-chunks-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rollup.OutputChunk => file.type === 'chunk',
        );
        for (const chunk of chunks) {
          const { code, linesAdded } = withCompileHintFirst(chunk.code);
          chunk.code = code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string')
            map.source = sourceMapMovedDown(map.source, linesAdded);
        }
        // A chunk group that matched nothing (a renamed entry, a moved folder) fails the build, not the start's speed.
        const missing = [...START_CHUNKS, INSPECTION_SCREENS_CHUNK].filter(
          (name) => !chunks.some((chunk) => chunk.name === name),
        );
        if (missing.length > 0) throw new Error(`chunks missing from the build: ${missing.join(', ')}`);
        const unhinted = chunksWithoutHintFirst(chunks);
        if (unhinted.length > 0)
          throw new Error(`chunks without the compile hint first: ${unhinted.join(', ')}`);
      },
    },
  };
}

// The engine worker is started by a classic script of the page, the first one it asks for: it opens the database
// while the start chunk is fetched and compiled, which the first module script used to wait for (decision 0077).
// Run where the parser finds it, before the light's (decision 0112): `async`, it ran only after the parser's first
// tasks, and the worker's thread, which the page's main thread starts, then waited behind the first frame.
function startEngineEarly(): Plugin {
  return {
    name: 'start-engine-early',
    apply: 'build',
    generateBundle(_options, bundle) {
      const first = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'main',
      );
      const url = first?.type === 'chunk' ? engineWorkerUrl(first.code) : undefined;
      if (!url)
        throw new Error(
          'The first script starts no engine worker: nothing for engine-start.js to start early',
        );
      this.emitFile({
        type: 'asset',
        fileName: ENGINE_START_FILE,
        source: engineStartScript(url, ENGINE_AFTER_SHOWN_PATHS),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { filename }) {
        if (path.basename(filename) !== 'index.html') return html;
        const light = '<script src="/light.js"></script>';
        const tag = `<script src="/${ENGINE_START_FILE}"></script>`;
        if (!html.includes(light))
          throw new Error('index.html lost the light script the engine start goes before');
        return html.replace(light, `${tag}\n    ${light}`);
      },
    },
  };
}

// The service worker precaches the shell, the engine worker and sqlite3.wasm so the app starts offline (docs/architecture.md).
// The app registers it itself and handles updates with its own dialog (shell spec §4), so nothing is injected here.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: null,
  manifest: {
    name: 'Inspect: undercarriage and bucket inspections',
    short_name: 'Inspect',
    start_url: '/',
    display: 'standalone',
    background_color: '#f7f8fa',
    theme_color: '#1f2a36',
    description: 'Field inspections of mining equipment, offline first.',
    orientation: 'any',
    // PNGs for installability everywhere (Chromium wants 192 and 512), a maskable one for Android's adaptive icons;
    // rendered from the SVGs by scripts/render-icons.sh. No SVG: Chromium picks it for its install check at every
    // start and lays it out as a document of its own on the page's main thread (decision 0077).
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,wasm,woff,svg,png,webmanifest}'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    // Server pages (the local identity provider and its no-certificate sign-in) must reach the server, not the shell.
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/redirect\.html/,
      /^\/build-time\.json/,
      /^\/oidc(\/|$)/,
      /^\/local-sign-in/,
    ],
    cleanupOutdatedCaches: true,
    // Before Workbox's routes: the app's workers' scripts answered as new responses (public/sw-worker-scripts.js,
    // decision 0113).
    importScripts: ['sw-worker-scripts.js'],
    // Holds the page that installed it, without a reload: on a first visit, and after Update Now (which unregisters
    // it), a page left open and taken offline still loads its screens' and photos' code (decision 0109).
    clientsClaim: true,
  },
});

// The page's other entries: its first script, which starts the engine worker, and the sign-in redirect page.
const OWN_ENTRIES = [path.resolve('src/ui/boot.ts'), path.resolve('src/ui/auth/redirect-bridge.ts')];

// An inspection's screens, as the router loads them: every lazy screen under src/ui/inspections but the frame and
// the contents, which Home loads while it shows (decision 0124) and which must not wait for the screens' code.
const INSPECTION_FRAME = [
  path.resolve('src/ui/inspections/InspectionFrame.tsx'),
  path.resolve('src/ui/inspections/InspectionContentsScreen.tsx'),
];
const inspectionScreens = screenFamilyChunk({
  importer: path.resolve('src/ui/router.tsx'),
  isMember: (id) =>
    id.startsWith(path.resolve('src/ui/inspections') + path.sep) && !INSPECTION_FRAME.includes(id),
  before: [...START_PARTS.map((part) => part.entry), ...OWN_ENTRIES, ...INSPECTION_FRAME],
});

// `npm run dev` serves the front end with hot reload on :5173 and sends what the server answers to it (the API, the
// local identity provider and its sign-in page) to a server started with `npm start` (API_TARGET to change it).
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const serverPaths = ['/api', '/oidc', '/local-sign-in', '/build-time.json'];

export default defineConfig({
  plugins: [
    react(),
    buildTimeFile(),
    preloadStartChunk(),
    startEngineEarly(),
    compilePageChunksEagerly(),
    pwa,
    precompressedAssets(),
  ],
  // The catalogues ship compiled to ICU syntax trees (decision 0065): FormatJS's message parser stays out of the bundle.
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  // sqlite-wasm locates its .wasm file relative to its own module; pre-bundling breaks that.
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  worker: { format: 'es' },
  build: {
    target: 'es2023',
    // No <link rel=modulepreload> per dependency of each lazy chunk: appending them cost the throttled main thread
    // a third of a second at start (a profile of the cold start, issue 15), while the browser finds the same
    // imports itself, all served from the service worker's cache. CSS of lazy chunks is still linked.
    modulePreload: false,
    sourcemap: true,
    // The second page receives the identity provider's answer (MSAL's redirect bridge).
    rollupOptions: {
      input: { main: 'index.html', redirect: 'redirect.html' },
      // The first screen's code in one chunk: its ~30 small shared chunks, each a request through the service
      // worker, took 0.3–0.9 s each to arrive at start on a loaded tablet-speed CPU (decision 0075).
      output: {
        codeSplitting: {
          // Only the modules named: what the page's first script shares with the app (Vite's dynamic-import helper,
          // Rolldown's runtime) stays in that script, with no request of its own before the engine worker starts.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: startChunks(START_PARTS, OWN_ENTRIES),
            },
            // An inspection's screens, with what only they import, in one chunk (decision 0125).
            { name: (id, graph) => (inspectionScreens(id, graph) ? INSPECTION_SCREENS_CHUNK : null) },
          ],
        },
      },
    },
  },
  test: {
    // Two projects, both in workers reused from file to file. Each file in a fresh worker paid ~1 s to start and
    // loaded sqlite-wasm again: src/worker and src/report took 390 s that way and 105 s reused, back to back at load
    // ~10 (decision 0087); the server's 82 files 854 s (640 CPU s) against 383 s (308 CPU s), PGlite and the
    // server's modules loaded once per worker (decision 0095).
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          isolate: false,
          // Opening a database (and the real HTTP calls of the tests that do) takes seconds on a busy machine. Set
          // here, not by the test helpers' vi.setConfig, which a reused worker runs once, for its first file only.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // A hang detector, not a speed check: a first test that loads sqlite-wasm took over 5 s (vitest's default) at load 13.
    testTimeout: 30_000,
    environment: 'node',
    setupFiles: ['src/db/transactions-within-a-task.setup.ts'],
    // Vitest's default is one file at a time on two cores (cores − 1), while the server's files mostly wait on
    // PostgreSQL and HTTP: the whole unit suite took 276 s with one worker and 221 s with two, same machine, back to
    // back (docs/performance.md, "The suite's time").
    maxWorkers: '100%',
    // Dates are written in the writer's zone (src/rules formatDateTime): the expected texts are UTC ones.
    env: { TZ: 'UTC' },
    coverage: {
      provider: 'v8',
      include: ['src/rules/**/*.ts', 'src/db/**/*.ts', 'src/worker/**/*.ts', 'src/api/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.testing.ts', '**/*.fixture.ts', 'src/worker/entry.ts'],
      reporter: ['text-summary', 'text', 'json-summary'],
      thresholds: { 'src/rules/**/*.ts': { lines: 95, branches: 95, functions: 95, statements: 95 } },
    },
  },
});

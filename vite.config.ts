/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), buildTimeFile()],
  // sqlite-wasm locates its .wasm file relative to its own module; pre-bundling breaks that.
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
  worker: { format: 'es' },
  build: { target: 'es2023', sourcemap: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/rules/**/*.ts', 'src/db/**/*.ts', 'src/worker/**/*.ts', 'src/api/**/*.ts'],
      exclude: ['**/*.test.ts', 'src/worker/entry.ts'],
      reporter: ['text-summary', 'text', 'json-summary'],
      thresholds: { 'src/rules/**/*.ts': { lines: 95, branches: 95, functions: 95, statements: 95 } },
    },
  },
});

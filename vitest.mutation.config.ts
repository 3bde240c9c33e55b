import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

// The tests Stryker runs against a mutated judging module (npm run mutation): the rules' own tests and the worker's
// judging agreement test (src/rules/source.test.ts apart). Not the whole suite: a mutant is judged by the tests that speak of the judgement.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['src/rules/**/*.test.ts', 'src/worker/recording/judgement-agreement.test.ts'],
    // It reads the rules' source text, which Stryker rewrites with its own bookkeeping: not a judgement test.
    exclude: ['**/node_modules/**', 'src/rules/source.test.ts'],
    coverage: { enabled: false },
  },
});

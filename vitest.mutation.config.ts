import { defineConfig } from 'vitest/config';
import base from './vite.config.ts';

// The tests Stryker runs against a mutated judging module (npm run mutation). Not the whole suite: a mutant is
// judged by the tests that speak of the judgement.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // The judging modules' own tests: a mutant must be killed by the tests beside it (the worker's judgement
    // agreement test, with its database, made one dry run take over ten minutes on two shared cores).
    include: ['src/rules/judgement/**/*.test.ts'],
    coverage: { enabled: false },
  },
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layeringPlugin } from './scripts/eslint-layering.js';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering (docs/architecture.md, "The layers"): ui → worker/contract.ts, rules; worker → db, rules, api, report;
    // server → api, rules, report; db → rules (types); report → rules, api (types); rules and api → nothing.
    // Nothing imports the UI. The table is in scripts/eslint-layering.js.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layering: layeringPlugin },
    rules: { 'layering/imports': 'error' },
  },
  {
    // One way to call the server: the worker's HttpClient (token provider, timeout, one retry after a 401).
    files: ['src/worker/**/*.ts'],
    ignores: ['src/worker/sync/http-client.ts', 'src/worker/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through HttpClient (src/worker/sync/http-client.ts).' },
        {
          name: 'XMLHttpRequest',
          message: 'Call the server through HttpClient (src/worker/sync/http-client.ts).',
        },
        {
          name: 'Worker',
          message:
            'The page starts helper workers (src/ui/engine/helper-workers.ts): Firefox can block a worker that starts one (decision 0108).',
        },
      ],
    },
  },
);

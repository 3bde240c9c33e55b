import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints small files placed in each folder of src (never written to disk) with the project's own config.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

// Loading the project's config and the TypeScript parser takes seconds on a loaded machine: once, before the cases.
beforeAll(() => eslint.lintText('export {};\n', { filePath: path.join(ROOT, 'src/ui/warm-up.tsx') }), 60_000);

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layering/imports').map((m) => m.message);
}

describe('the layering lint rule', () => {
  it.each([
    ['src/ui/home/X.tsx', "import type { InspectionCard } from '../../worker/contract.ts';"],
    ['src/ui/home/X.tsx', "import { HOME_LIST_SIZE } from '../../rules/index.ts';"],
    ['src/worker/domain/x.ts', "import type { Database } from '../../db/schema.ts';"],
    ['src/worker/sync/x.ts', "import { API_PATHS } from '../../api/paths.ts';"],
    ['src/server/routes/x.ts', "import { connect } from '../db/connect.ts';"],
    ['src/server/save/x.ts', "import { inspectorNameFromClaims } from '../../rules/index.ts';"],
    ['src/db/x.ts', "import type { NewBucketForm } from '../rules/index.ts';"],
    ['src/report/x.ts', "import type { SyncRow } from '../api/sync-items.ts';"],
    ['src/db/x.test.ts', "import { SYNC_LIST_KEYS } from '../api/sync-lists.ts';"],
    ['src/db/x.ts', "import type { SyncRow } from '../api/sync-items.ts';"],
    ['src/report/x.test.ts', "import { execFile } from 'node:child_process';"],
    ['src/facts/x.ts', "import { sql } from 'kysely';"],
    ['src/facts/x.ts', "import type { ReportRowReader } from '../report/report-source-reader.ts';"],
    ['src/server/report/x.ts', "import { factRows } from '../../facts/report-rows.ts';"],
    ['src/worker/report/x.ts', "import { SQLITE_FACTS } from '../../facts/facts-dialect.ts';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });

  it.each([
    ['src/ui/home/X.tsx', "import type { InspectionCard } from '../../worker/domain/inspection-lists.ts';"],
    ['src/ui/home/X.tsx', "import { API_PATHS } from '../../api/paths.ts';"],
    ['src/ui/home/X.tsx', "import sqlite3InitModule from '@sqlite.org/sqlite-wasm';"],
    ['src/worker/sync/x.ts', "import { log } from '../../server/log.ts';"],
    ['src/server/routes/x.ts', "import { Engine } from '../../worker/engine.ts';"],
    ['src/server/routes/x.ts', "import type { Database } from '../../db/schema.ts';"],
    ['src/db/x.ts', "import { ITEMS_TO_DISPLAY } from '../rules/index.ts';"],
    ['src/db/x.ts', "import { API_PATHS } from '../api/paths.ts';"],
    ['src/report/x.ts', "import { API_PATHS } from '../api/paths.ts';"],
    ['src/report/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['src/rules/x.ts', "import { API_PATHS } from '../api/paths.ts';"],
    ['src/rules/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['src/api/x.ts', "import { MISSING_ID } from '../rules/index.ts';"],
    ['src/worker/x.test.ts', "import { useEngine } from '../ui/engine/EngineProvider.tsx';"],
    ['src/server/x.ts', "export * from '../ui/shell/format.ts';"],
    ['src/facts/x.ts', "import pg from 'pg';"],
    ['src/facts/x.ts', "import type { Db } from '../server/db/connect.ts';"],
    ['src/facts/x.ts', "import { readReportSource } from '../report/report-source-reader.ts';"],
    ['src/report/x.ts', "import { factRows } from '../facts/report-rows.ts';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await problems(file, code)).toHaveLength(1);
  });
});

describe('one way to call the server', () => {
  it('refuses fetch in src/worker outside the HTTP client', async () => {
    const lint = async (file: string) => {
      const [result] = await eslint.lintText(
        "export const ping = () => fetch('/api/admin/v1/probe/ready');\n",
        {
          filePath: path.join(ROOT, file),
        },
      );
      return (result?.messages ?? []).map((m) => m.ruleId);
    };
    expect(await lint('src/worker/domain/x.ts')).toContain('no-restricted-globals');
    expect(await lint('src/worker/sync/http-client.ts')).not.toContain('no-restricted-globals');
  });
});

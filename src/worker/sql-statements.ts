import type { Sqlite3 } from '../db/sqlite-types.ts';

/**
 * Splits SQL text into complete statements using SQLite's own tokenizer rules (sqlite3_complete), so semicolons
 * inside strings, identifiers and comments do not split.
 */
export function splitStatements(sqlite3: Sqlite3, sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  for (let i = sql.indexOf(';'); i !== -1; i = sql.indexOf(';', i + 1)) {
    const candidate = sql.slice(start, i + 1);
    if (sqlite3.capi.sqlite3_complete(candidate)) {
      if (hasCode(candidate)) statements.push(candidate.trim());
      start = i + 1;
    }
  }
  const rest = sql.slice(start);
  if (hasCode(rest)) statements.push(rest.trim());
  return statements;
}

// True when text holds something other than whitespace, `;` and comments.
function hasCode(text: string): boolean {
  return (
    text
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/[\s;]/g, '').length > 0
  );
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

/** The console manages transactions itself; a stray BEGIN would leave the engine's connection stuck. */
export function isTransactionControl(statement: string): boolean {
  return TRANSACTION_CONTROL.test(statement.replace(/^(\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/))*/, ''));
}

// Structured logs: one JSON object per line on stdout. Request lines carry the method, the path (never the query,
// which may hold codes or tokens on the identity provider's routes), the status, the time taken and the user's
// subject, never a header or a token.

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const emit = (level: string, msg: string, fields: LogFields = {}) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** A logger that keeps its lines, for tests. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger((line) => lines.push(line)),
    { lines },
  );
}

export function errorFields(error: unknown): LogFields {
  return error instanceof Error
    ? { error: error.message, stack: error.stack?.split('\n').slice(0, 6).join('\n') }
    : { error: String(error) };
}

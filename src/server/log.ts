// Structured logs: one JSON object per line on stdout. Request lines carry the method, the path (never the query,
// which may hold codes or tokens on the identity provider's routes), the route pattern, the status, the time taken and
// the user's subject, never a header or a token. LOG_LEVEL keeps the lines of that severity and worse.

export type LogFields = Record<string, unknown>;

/** Most severe first. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  error(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

export function createLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  level: LogLevel = 'info',
): Logger {
  const most = LOG_LEVELS.indexOf(level);
  const emit = (at: LogLevel) =>
    LOG_LEVELS.indexOf(at) > most
      ? () => {}
      : (msg: string, fields: LogFields = {}) =>
          write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
  return { error: emit('error'), warn: emit('warn'), info: emit('info'), debug: emit('debug') };
}

/** A logger that keeps its lines, for tests. */
export function memoryLogger(level: LogLevel = 'info'): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger((line) => lines.push(line), level),
    { lines },
  );
}

export function errorFields(error: unknown): LogFields {
  return error instanceof Error
    ? { error: error.message, stack: error.stack?.split('\n').slice(0, 6).join('\n') }
    : { error: String(error) };
}

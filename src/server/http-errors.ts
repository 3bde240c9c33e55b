import type { Context } from 'hono';
import * as v from 'valibot';
import type { ErrorBody, ErrorIssue } from '../api/errors.ts';
import { readBoundedBody } from './bounded-body.ts';
import { BODY_JSON_LIMITS, JsonShapeScanner, type JsonLimits } from './json-guard.ts';

// Errors the routes throw and the app turns into answers with the shared error body (src/api/errors.ts).

export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: HttpError['status'], body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.error);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** At most this many problems are named in a 400, each message at most MAX_MESSAGE characters. */
export const MAX_ISSUES = 10;
const MAX_MESSAGE = 300;

/** A 400 naming at most MAX_ISSUES problems (a request with a million faults gets a short answer). */
export const badRequest = (error: string, issues?: ErrorIssue[]): HttpError => {
  if (issues === undefined) return new HttpError(400, { error });
  const more = issues.length > MAX_ISSUES ? ` (the first ${MAX_ISSUES} of ${issues.length} problems)` : '';
  return new HttpError(400, { error: `${error}${more}`, issues: issues.slice(0, MAX_ISSUES) });
};

export const notFound = (error: string): HttpError => new HttpError(404, { error });

const shorten = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text);

function issueOf(issue: v.BaseIssue<unknown>, root: string): ErrorIssue {
  const dotPath = v.getDotPath(issue);
  return { path: shorten(dotPath === null ? root : `${root}.${dotPath}`), message: shorten(issue.message) };
}

type Walkable = v.GenericSchema & {
  readonly type: string;
  readonly wrapped?: v.GenericSchema;
  readonly entries?: Record<string, v.GenericSchema>;
  readonly item?: v.GenericSchema;
};

const unwrap = (schema: v.GenericSchema): Walkable => {
  let current = schema as Walkable;
  while (current.wrapped !== undefined && ['optional', 'nullable', 'nullish'].includes(current.type))
    current = current.wrapped as Walkable;
  return current;
};

/**
 * The first few problems of an input that failed, each found by a parse that stops at its first problem: each field
 * of an object body, each entry of a list field. So the work and the answer stay small whatever the input's size.
 */
function firstIssues(
  schema: v.GenericSchema,
  input: unknown,
  root: string,
  firstIssue: v.BaseIssue<unknown>,
): ErrorIssue[] {
  const found: ErrorIssue[] = [issueOf(firstIssue, root)];
  const first = (s: v.GenericSchema, value: unknown, prefix: string) => {
    const result = v.safeParse(s, value, { abortEarly: true });
    const issue = result.success ? undefined : result.issues[0];
    if (issue === undefined) return;
    const named = issueOf(issue, prefix);
    if (!found.some((known) => known.path === named.path)) found.push(named);
  };
  const shape = unwrap(schema);
  if (shape.type === 'object' && shape.entries !== undefined && input !== null && typeof input === 'object') {
    const record = input as Record<string, unknown>;
    for (const [key, entry] of Object.entries(shape.entries)) {
      if (found.length >= MAX_ISSUES) break;
      // A missing key is the object's own issue (the first one names it).
      if (!(key in record)) continue;
      const list = unwrap(entry);
      const value = record[key];
      if (list.type === 'array' && list.item !== undefined && Array.isArray(value)) {
        for (let i = 0; i < value.length && found.length < MAX_ISSUES; i++)
          first(list.item, value[i], `${root}.${key}.${i}`);
      } else {
        first(entry, value, `${root}.${key}`);
      }
    }
  }
  return found;
}

/** Parses input with a schema, or throws a 400 that names its first few problems. */
export function parseOr400<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root: 'body' | 'query' | 'path',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  const issues = firstIssues(schema, input, root, result.issues[0]);
  const shown = issues[0] === undefined ? '' : `: ${issues[0].path}: ${issues[0].message}`;
  throw badRequest(`Invalid request ${root}${shown}`, issues);
}

export interface JsonBodyLimits {
  /** The largest body, in bytes, counted as it arrives (413 past it). */
  readonly maxBytes: number;
  readonly shape?: JsonLimits;
}

export const tooLarge = (maxBytes: number): HttpError =>
  new HttpError(413, { error: `The request body is larger than ${maxBytes} bytes` });

/**
 * The JSON body of a request, or a 400 saying why it is not one. The body is read piece by piece: its size is counted
 * and its shape scanned (json-guard.ts) as it arrives, so a body too deep, too many-keyed or with a string too long
 * is known at the piece that passes the limit; nothing of it is parsed or kept after that, the rest is only read
 * through (so the client, still sending, gets the answer) up to the size limit, past which the answer is 413 at once.
 */
export async function readJson(c: Context, limits: JsonBodyLimits): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw badRequest('Expected a JSON body (content-type: application/json)');
  }
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw tooLarge(limits.maxBytes);
  const scanner = new JsonShapeScanner(limits.shape ?? BODY_JSON_LIMITS);
  const decoder = new TextDecoder();
  let pieces: string[] = [];
  await readBoundedBody(
    c.req.raw.body,
    limits.maxBytes,
    () => tooLarge(limits.maxBytes),
    (piece) => {
      const text = decoder.decode(piece, { stream: true });
      const problem = scanner.write(text);
      if (problem === undefined) {
        pieces.push(text);
        return undefined;
      }
      pieces = [];
      return badRequest(`The request body is refused: ${problem}`);
    },
  );
  const rest = decoder.decode();
  const problem = scanner.write(rest);
  if (problem !== undefined) throw badRequest(`The request body is refused: ${problem}`);
  pieces.push(rest);
  const text = pieces.join('');
  if (text.trim() === '') throw badRequest('The request body is empty; expected JSON');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

export function errorResponse(c: Context, error: HttpError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(error.body, error.status);
}

import type { Context } from 'hono';
import * as v from 'valibot';
import type { ErrorBody, ErrorIssue } from '../api/errors.ts';

// Errors the routes throw and the app turns into answers with the shared error body (src/api/errors.ts).

export class HttpError extends Error {
  readonly status: 400 | 401 | 404 | 409 | 413 | 415 | 500 | 502 | 503;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: HttpError['status'], body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.error);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (error: string, issues?: ErrorIssue[]): HttpError =>
  new HttpError(400, issues === undefined ? { error } : { error, issues });

export const notFound = (error: string): HttpError => new HttpError(404, { error });

/** The issues of a failed valibot parse, each with its dotted path (the root is "body", "query" or "path"). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[], root: string): ErrorIssue[] {
  return issues.map((issue) => {
    const dotPath = v.getDotPath(issue);
    return { path: dotPath === null ? root : `${root}.${dotPath}`, message: issue.message };
  });
}

/** Parses input with a schema, or throws a 400 that lists every problem. */
export function parseOr400<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  root: 'body' | 'query' | 'path',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw badRequest(`Invalid request ${root}`, issuesOf(result.issues, root));
}

/** The JSON body of a request, or a 400 saying why it is not one. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw badRequest('Expected a JSON body (content-type: application/json)');
  }
  const text = await c.req.text();
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

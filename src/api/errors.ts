import * as v from 'valibot';

// The body of every error answer of the server (4xx and 5xx): a sentence for people and, for a bad request, each
// problem with the path of the field it concerns (dot-separated, e.g. inspections.0.categoriesTypes.1.categoryId).

export const ErrorIssueSchema = v.object({
  path: v.string(),
  message: v.string(),
  /** A stable code where the spec names one (e.g. observationService.observableItem.empty). */
  code: v.optional(v.string()),
});

export const ErrorBodySchema = v.object({
  error: v.string(),
  issues: v.optional(v.array(ErrorIssueSchema)),
});

export type ErrorIssue = v.InferOutput<typeof ErrorIssueSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/**
 * The sentence of an error answer's body, with its first issue when it names fields, for the inspector to read; or
 * undefined when the body is not the server's error JSON (a proxy's page, plain text).
 */
export function errorSentence(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const result = v.safeParse(ErrorBodySchema, parsed);
  if (!result.success) return undefined;
  const first = result.output.issues?.[0];
  return first === undefined
    ? result.output.error
    : `${result.output.error}: ${first.path}: ${first.message}`;
}

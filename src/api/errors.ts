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

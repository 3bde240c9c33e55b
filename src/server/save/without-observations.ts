import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';

// A save goes on without the observations it will not write as rows of their own: those kept as conflicts beside a
// held value (decision 0052), and first readings met by the row another device made of their field (decision 0066).

/** The request without the observations named: the same request when none is. */
export function withoutObservations(
  request: SaveInspectionsRequestParsed,
  externalIds: ReadonlySet<string>,
): SaveInspectionsRequestParsed {
  if (externalIds.size === 0) return request;
  return {
    ...request,
    inspections: request.inspections.map((inspection) => ({
      ...inspection,
      categoriesTypes: inspection.categoriesTypes.map((ct) => ({
        ...ct,
        observations: ct.observations.filter((o) => !externalIds.has(o.externalId)),
      })),
    })),
  };
}

import type { Engine } from '../engine/engine-client.ts';

// An inspection contents' two reads, shared by the contents and by Home, which reads its first card's ahead
// (decision 0126): the list of sections, and their statuses with the inspection's one judgement, the engine's
// heaviest read of a cold start (175–391 ms at CPU 4×, then 18–23 ms).

/** The inspection's header and its sections' entries; the frame reads it too. */
export const contentsRead = (externalId: string) =>
  [['inspection-contents', externalId], (engine: Engine) => engine.inspectionContents(externalId)] as const;

/** Each entry's completion status and the judged results under Undercarriage and Bucket: a screen model. */
export const contentsStatusesModel = (externalId: string) =>
  [['contents-statuses', externalId], (engine: Engine) => engine.contentsStatuses(externalId)] as const;

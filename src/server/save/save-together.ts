import { sql } from 'kysely';
import { inspectorNameFromClaims } from '../../rules/index.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import type { Identity } from '../auth/verify-token.ts';
import type { Db } from '../db/connect.ts';
import { authorizeInspections, namedInspectionsRead, type NamedInspection } from './authorize.ts';
import { referenceReads } from './check-references.ts';
import { auditActorsRead, guardCompleted, type InspectionActor } from './completed-guard.ts';
import {
  conflictFacts,
  conflictsRead,
  detectConflicts,
  savingDevice,
  settlesAny,
  type ConflictFacts,
} from './conflicts.ts';
import { deletedOf, deletionsRead } from './deleted-and-back.ts';
import { firstReadingLocks } from './first-readings.ts';
import { lockReceipts, receiptsOf, staleSubjects, storedSeqsRead, type StoredReceipt } from './receipts.ts';
import { readAll } from './read-before-write.ts';
import { answer, writesInspectionsOnly, type SaveOutcome } from './save.ts';
import { writeInspectionTree, type InspectionWrite } from './write.ts';

// Several saves, of any inspectors, in one transaction (docs/decisions/0038-saves-committed-together.md): the
// receipts' locks, one statement of reads and one write, whatever their number. It takes only the
// plain case, a save that its own transaction would write as a whole: anything else a save meets here (a reference
// that is not there, another inspector's inspection, a replay, a completed inspection it may not change) throws, the
// transaction rolls back with nothing written, and the caller runs each save in a transaction of its own
// (saveInspections), which answers it exactly as if it had come alone.

export interface WaitingSave {
  readonly request: SaveInspectionsRequestParsed;
  readonly identity: Identity;
}

/** A save of the batch needs a transaction of its own: the batch wrote nothing. */
export class NeedsItsOwn extends Error {}

/**
 * Whether a save can share a transaction: inspections only, nothing deleted. Its shape is checked (check-request.ts)
 * before it waits.
 */
export const canShare = (request: SaveInspectionsRequestParsed): boolean =>
  request.inspections.length > 0 && writesInspectionsOnly(request);

/**
 * The outcome of each save, in order; throws (NeedsItsOwn, a refusal, or the database's error) when nothing was
 * written.
 */
export async function saveTogether(db: Db, saves: readonly WaitingSave[]): Promise<SaveOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const receipts = saves.map(({ request }) => receiptsOf(request));
    const keyed = receipts.flat();
    const firstReadingKeys = saves.flatMap(({ request }) =>
      firstReadingLocks(request, savingDevice(request)),
    );
    if (keyed.length > 0 || firstReadingKeys.length > 0) await lockReceipts(trx, keyed, firstReadingKeys);

    // The checks against the database of all the saves at once: they name disjoint inspections (save-queue.ts); two
    // that claim one observation make the write fail, and go alone.
    const first = saves[0] as WaitingSave;
    const all: SaveInspectionsRequestParsed = {
      ...first.request,
      inspections: saves.flatMap(({ request }) => request.inspections),
      equipmentItems: [],
      deletedInspections: [],
    };
    const actors: Record<string, InspectionActor> = {};
    for (const { request, identity } of saves)
      for (const inspection of request.inspections)
        actors[inspection.externalId] = { sub: identity.sub, name: identity.name ?? identity.email ?? null };
    const references = referenceReads(all);
    // Each save's held observations, read together: any conflict, settling or completion over one goes alone.
    const conflictReads = saves.map(({ request }) => conflictsRead(request, savingDevice(request)));
    const reads = [
      auditActorsRead(actors),
      namedInspectionsRead(all) ?? sql`'[]'::json`,
      keyed.length === 0 ? sql`'{}'::json` : storedSeqsRead(keyed),
      sql`json_build_array(${sql.join(conflictReads.map((read) => read ?? sql`NULL::json`))})`,
      deletionsRead(all) ?? sql`NULL::json`,
      ...references.reads,
    ];
    const values = await readAll(trx, reads);
    if (references.issues(values.slice(5)).length > 0) throw new NeedsItsOwn('a reference is not there');
    // A deleted inspection written again is stamped as back (deleted-and-back.ts), alone.
    if (deletedOf(values[4]).length > 0) throw new NeedsItsOwn('a deleted inspection comes back');
    const named = values[1] as NamedInspection[];
    const seqs = values[2] as Record<string, string>;
    const facts = (values[3] as unknown[]).map(conflictFacts);

    const writes: InspectionWrite[] = [];
    const stored: StoredReceipt[] = [];
    saves.forEach(({ request, identity }, i) => {
      const mine = new Set(request.inspections.map((inspection) => inspection.externalId));
      const itsNamed = named.filter((row) => mine.has(row.externalId));
      // Its refusal sends the batch back too; alone, it is refused again and kept in the trail (save.ts).
      authorizeInspections(request, itsNamed, identity.sub);
      const itsReceipts = receipts[i] ?? [];
      if (staleSubjects(itsReceipts, seqs).size > 0) throw new NeedsItsOwn('a replay');
      if (guardCompleted(request, itsNamed, identity.sub).frozen.length > 0)
        throw new NeedsItsOwn('a completed inspection');
      const device = savingDevice(request);
      const itsFacts = facts[i] as ConflictFacts;
      if (
        detectConflicts(request, itsFacts, device).length > 0 ||
        Object.keys(itsFacts.sameField).length > 0 ||
        Object.keys(itsFacts.open).length > 0 ||
        settlesAny(request)
      )
        throw new NeedsItsOwn('two devices changed one inspection');
      // The inspector is the token's (shell spec §1), as for a save alone.
      const inspectorName = inspectorNameFromClaims(identity.claims);
      for (const inspection of request.inspections)
        writes.push({ inspection, inspectorName, savedBy: identity.sub, device });
      for (const receipt of itsReceipts) stored.push({ ...receipt, savedBy: identity.sub });
    });
    const written = await writeInspectionTree(trx, writes, stored);
    // Each answer is read from the write's ids of its own rows (no statement: no equipment to read).
    return Promise.all(
      saves.map(async ({ request }) => ({ result: await answer(trx, request, written), orphanedFiles: [] })),
    );
  });
}

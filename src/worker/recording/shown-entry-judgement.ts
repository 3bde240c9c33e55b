import { findingWordsOf } from '../../i18n/finding-words.ts';
import {
  entryJudgement,
  type EntryJudgement,
  type EntryNaming,
  type JudgedTarget,
  type LengthUnit,
} from '../../rules/index.ts';
import { wordsShown } from '../language.ts';

/** A list entry's judgement (decision 0042) in the shown language's words and the inspection's unit (decision 0079). */
export function shownEntryJudgement(
  judged: readonly JudgedTarget[],
  ids: readonly string[],
  naming: EntryNaming,
  unit: LengthUnit,
): EntryJudgement | null {
  return entryJudgement(judged, ids, naming, unit, findingWordsOf(wordsShown()));
}

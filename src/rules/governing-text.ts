// Which way of measuring counts, said beside the result (RECORDING.md "One judgement": "where two readings judge the
// same part (tape and gauge), one written rule picks what governs, and every place says it").
import { formatMeasure, formatPercent } from './judgement-text.ts';
import type { LengthUnit } from './lengths.ts';
import type { JudgedReading, JudgedTarget } from './judgement/target-judgement.ts';

const lower = (r: JudgedReading) => (r.instrument ?? 'reading').toLowerCase();

function resultOf(r: JudgedReading, shown: LengthUnit): string {
  const now = r.judgement.now;
  if (!now.ok || now.measurement === undefined) return r.action.label;
  const wear = now.wearPercent === undefined ? '' : ` · ${formatPercent(now.wearPercent)}`;
  return `${formatMeasure(now.measurement, r.unit, shown)}${wear}`;
}

// For a part measured two ways, "Pitch gauge counts: 362.75 mm · 70.5 % (Schedule Changeout) is more urgent than the
// tape measure's 361.25 mm · 56.8 % (Monitor / Maintenance)."; empty with one reading or none.
// decision 0042: decision 0023's tape-and-gauge rule in the inspector's words, beside the result
export function governingText(
  target: Pick<JudgedTarget, 'readings' | 'governing'>,
  shown: LengthUnit = 'mm',
): string {
  const governing = target.governing;
  const others = target.readings.filter((r) => r.recorded && r !== governing);
  const other = others[0];
  if (governing === null || other === undefined) return '';
  const name = governing.instrument ?? 'Reading';
  if (other.action.severity < governing.action.severity)
    return `${name} counts: ${resultOf(governing, shown)} (${governing.action.label}) is more urgent than the ${lower(other)}’s ${resultOf(other, shown)} (${other.action.label}).`;
  return `${name} counts: ${resultOf(governing, shown)} and the ${lower(other)}’s ${resultOf(other, shown)} call for the same action (${governing.action.label}); on a tie the ${lower(governing)} counts.`;
}

import {
  DataType,
  dayKey,
  NOT_A_NUMBER,
  NOT_A_WHOLE_NUMBER,
  OPERATION,
  SIDES,
  undercarriageChangeoutIds,
  validateChangeoutDate,
  validateInput,
  validateTotalMachineHours,
  validateUndercarriageChangeoutHours,
  type CatalogueEntry,
  type ObservationValues,
} from '../../rules/index.ts';
import { EngineError } from '../engine-error.ts';
import type { OperationModel } from './basics-models.ts';

// The worker's own check of a value before it is stored (the screens check first; this is the boundary), with the
// spec's words: a value the catalogue's data type cannot hold, or an operation value outside its bounds.

const invalid = (message: string, identifier: string) =>
  new EngineError('invalid-input', message, { identifier });

/** recording spec §3 and §5: the stored text of each data type. */
export function checkDataType(entry: CatalogueEntry, value: string): void {
  switch (entry.dataType) {
    case DataType.boolean:
      if (value !== 'true' && value !== 'false') throw invalid('Choose yes or no', entry.identifier);
      return;
    case DataType.number:
      if (!validateInput(value, 'float').ok || value.trim() === '')
        throw invalid(NOT_A_NUMBER, entry.identifier);
      return;
    case DataType.date:
      if (dayKey(value) === undefined || Number.isNaN(Date.parse(value)))
        throw invalid('Enter a date', entry.identifier);
      return;
    case DataType.image:
      throw invalid('Unsupported data type', entry.identifier);
    default:
      return;
  }
}

type Bounds = Omit<OperationModel, 'header' | 'values'>;

/** recording spec §5: operation hours, changeout hours and dates against the other inspections of the asset. */
export function checkOperationValue(
  identifier: string,
  value: string,
  current: ObservationValues,
  bounds: Bounds,
  inspectionDate: string,
): void {
  const integerOps: string[] = [OPERATION.totalMachineHours, OPERATION.tonnage, OPERATION.bcm];
  const integer = (text: string) => {
    const result = validateInput(text, 'integer');
    if (!result.ok) throw invalid(NOT_A_WHOLE_NUMBER, identifier);
    return Number(text);
  };
  if (identifier === OPERATION.totalMachineHours) {
    const check = validateTotalMachineHours(integer(value), {
      previous: bounds.previousTotalMachineHours,
      next: bounds.nextTotalMachineHours,
    });
    if (!check.ok) throw invalid(check.message, identifier);
    return;
  }
  if (integerOps.includes(identifier)) {
    integer(value);
    return;
  }
  for (const side of SIDES) {
    const ids = undercarriageChangeoutIds(side);
    if (identifier === ids.hours) {
      const total = current[OPERATION.totalMachineHours];
      const check = validateUndercarriageChangeoutHours(side, integer(value), {
        totalMachineHours: total == null || total.trim() === '' ? null : Number(total),
        lastChangeout: bounds.changeout[side].lastHours,
        nextChangeout: bounds.changeout[side].nextHours,
      });
      if (!check.ok) throw invalid(check.message, identifier);
      return;
    }
    if (identifier === ids.date) {
      const check = validateChangeoutDate(value, inspectionDate, bounds.changeout[side].lastDate);
      if (!check.ok) throw invalid(check.message, identifier);
      return;
    }
  }
}

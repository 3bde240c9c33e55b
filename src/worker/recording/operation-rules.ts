import {
  NOT_A_WHOLE_NUMBER,
  OPERATION,
  SIDES,
  undercarriageChangeoutIds,
  validateChangeoutDate,
  validateInput,
  validateTotalMachineHours,
  validateUndercarriageChangeoutHours,
  type ObservationValues,
} from '../../rules/index.ts';
import type { OperationModel } from './basics-models.ts';
import { invalidValue } from './write-checks.ts';

// The worker's own check of an operation value before it is stored (the screens check first; this is the boundary),
// with the spec's words: hours and dates outside the bounds the asset's other inspections set.

const invalid = (message: string, identifier: string) => invalidValue(message, identifier);

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

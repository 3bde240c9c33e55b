import {
  OPERATION,
  OPERATION_INPUT_KINDS,
  SIDES,
  undercarriageChangeoutIds,
  validateChangeoutDate,
  validateTotalMachineHours,
  validateUndercarriageChangeoutHours,
  type Side,
} from '../../../rules/index.ts';
import type { OperationModel } from '../../../worker/contract.ts';
import { CheckboxField } from '../../recording/CheckboxField.tsx';
import { DateField } from '../../recording/DateField.tsx';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { NumericField } from '../../recording/NumericField.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';

const message = (check: { ok: true } | { ok: false; message: string }) =>
  check.ok ? undefined : check.message;

/** recording spec §2 and §5 Operation: machine hours, tonnage, BCM, each side's changeout; validated on blur. */
export default function OperationScreen() {
  const { externalId, save, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.operation(externalId));
  return (
    <ScreenBody query={query} fallback="Error fetching inspection">
      {(model) => {
        const value = (id: string) => model.values[id]?.value;
        const total = value(OPERATION.totalMachineHours);
        return (
          <div className="page recording">
            <RecordingHeader title="Operation" header={model.header} />
            <NumericField
              label="Total Machine Hours"
              unit="h"
              kind={OPERATION_INPUT_KINDS.totalMachineHours}
              value={total}
              onSave={save(OPERATION.totalMachineHours)}
              validate={(n) =>
                message(
                  validateTotalMachineHours(n, {
                    previous: model.previousTotalMachineHours,
                    next: model.nextTotalMachineHours,
                  }),
                )
              }
            />
            <p className="read-only-fact">
              Hours between inspections: <strong>{model.hoursBetweenInspections} h</strong>
            </p>
            <NumericField
              label="Tonnage"
              unit="t"
              kind={OPERATION_INPUT_KINDS.tonnage}
              value={value(OPERATION.tonnage)}
              onSave={save(OPERATION.tonnage)}
            />
            <NumericField
              label="BCM"
              kind={OPERATION_INPUT_KINDS.bcm}
              value={value(OPERATION.bcm)}
              onSave={save(OPERATION.bcm)}
            />
            {SIDES.map((side) => (
              <ChangeoutBox key={side} side={side} model={model} total={total} />
            ))}
            <MarkCompleteButton onComplete={complete('operating-hours')} onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}

function ChangeoutBox({
  side,
  model,
  total,
}: {
  side: Side;
  model: OperationModel;
  total: string | null | undefined;
}) {
  const { save, saveCheckbox } = useRecordingScreen();
  const ids = undercarriageChangeoutIds(side);
  const bounds = model.changeout[side];
  const totalHours = total == null || total.trim() === '' ? null : Number(total);
  return (
    <CheckboxField
      label={`${side} Undercarriage Changeout`}
      value={model.values[ids.checked]?.value}
      onSave={saveCheckbox(ids.checked)}
    >
      <DateField
        label={`${side} Changeout Date`}
        type="date"
        max={model.header.inspectionDate.slice(0, 10)}
        value={model.values[ids.date]?.value}
        onSave={save(ids.date)}
        validate={(date) =>
          message(validateChangeoutDate(date, model.header.inspectionDate, bounds.lastDate))
        }
      />
      <NumericField
        label={`${side} Changeout Hours`}
        unit="h"
        kind={OPERATION_INPUT_KINDS.changeoutHours}
        value={model.values[ids.hours]?.value}
        onSave={save(ids.hours)}
        validate={(n) =>
          message(
            validateUndercarriageChangeoutHours(side, n, {
              totalMachineHours: totalHours,
              lastChangeout: bounds.lastHours,
              nextChangeout: bounds.nextHours,
            }),
          )
        }
      />
    </CheckboxField>
  );
}

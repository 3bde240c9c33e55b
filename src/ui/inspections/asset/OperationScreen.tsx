import { useIntl } from 'react-intl';
import { checkWordsOf } from '../../../i18n/check-words.ts';
import {
  formatHours,
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
import { usePendingChoice } from '../../recording/use-pending-choice.ts';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';
import { assetPhrases, assetWords as w } from './asset-words.ts';

const message = (check: { ok: true } | { ok: false; message: string }) =>
  check.ok ? undefined : check.message;

/** recording spec §2 and §5 Operation: machine hours, tonnage, BCM, each side's changeout; validated on blur. */
export default function OperationScreen() {
  const { externalId } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.operation(externalId));
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorInspection)}>
      {(model) => <OperationForm model={model} />}
    </ScreenBody>
  );
}

function OperationForm({ model }: { model: OperationModel }) {
  const { save, complete, back } = useRecordingScreen();
  const intl = useIntl();
  const t = intl.formatMessage;
  const value = (id: string) => model.values[id]?.value;
  // The changeouts are checked against the total the inspector last saved, not the model, which can still lag that
  // save on a busy tablet ("Total Machine Hours is not set" right after setting it, CI).
  const stored = value(OPERATION.totalMachineHours);
  const { pending, choose, settle } = usePendingChoice<string | null | undefined, string | null>(
    stored,
    (current, saved) => (current ?? null) === saved,
  );
  const total = pending !== undefined ? pending : stored;
  const saveTotal = async (next: string | null) => {
    choose(next);
    try {
      await save(OPERATION.totalMachineHours)(next);
      settle(true);
    } catch (error) {
      settle(false);
      throw error;
    }
  };
  return (
    <div className="page recording">
      <RecordingHeader title="Operation" header={model.header} />
      <NumericField
        label={t(w.totalMachineHours)}
        unit="h"
        kind={OPERATION_INPUT_KINDS.totalMachineHours}
        value={total}
        observation={model.values[OPERATION.totalMachineHours]?.externalId}
        onSave={saveTotal}
        validate={(n) =>
          message(
            validateTotalMachineHours(
              n,
              {
                previous: model.previousTotalMachineHours,
                next: model.nextTotalMachineHours,
              },
              checkWordsOf(intl),
            ),
          )
        }
        hint={
          <NeighbourReadings previous={model.previousTotalMachineHours} next={model.nextTotalMachineHours} />
        }
      />
      <p className="read-only-fact">
        {t(w.hoursBetween)} <strong>{formatHours(model.hoursBetweenInspections, intl.locale)}</strong>
      </p>
      <NumericField
        label={t(w.tonnage)}
        unit="t"
        kind={OPERATION_INPUT_KINDS.tonnage}
        value={value(OPERATION.tonnage)}
        observation={model.values[OPERATION.tonnage]?.externalId}
        onSave={save(OPERATION.tonnage)}
      />
      <NumericField
        label={t(w.bcm)}
        kind={OPERATION_INPUT_KINDS.bcm}
        value={value(OPERATION.bcm)}
        observation={model.values[OPERATION.bcm]?.externalId}
        onSave={save(OPERATION.bcm)}
      />
      {SIDES.map((side) => (
        <ChangeoutBox key={side} side={side} model={model} total={total} />
      ))}
      <MarkCompleteButton onComplete={complete('operating-hours')} onDone={back} />
    </div>
  );
}

/** The readings the total is checked against, shown before any entry rather than only in a refusal's message. */
function NeighbourReadings({ previous, next }: { previous: number | null; next: number | null }) {
  const intl = useIntl();
  if (previous === null && next === null) return null;
  const hours = (n: number) => formatHours(n, intl.locale);
  return (
    <p className="field-hint">
      {previous !== null ? intl.formatMessage(assetPhrases.previous, { hours: hours(previous) }) : null}
      {previous !== null && next !== null ? ' · ' : null}
      {next !== null ? intl.formatMessage(assetPhrases.next, { hours: hours(next) }) : null}
    </p>
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
  const intl = useIntl();
  const t = intl.formatMessage;
  const words = checkWordsOf(intl);
  const ids = undercarriageChangeoutIds(side);
  const bounds = model.changeout[side];
  const totalHours = total == null || total.trim() === '' ? null : Number(total);
  return (
    <CheckboxField
      label={t(assetPhrases.sideChangeout, { side })}
      value={model.values[ids.checked]?.value}
      onSave={saveCheckbox(ids.checked)}
    >
      <DateField
        label={t(assetPhrases.sideDate, { side })}
        type="date"
        max={model.header.inspectionDate.slice(0, 10)}
        value={model.values[ids.date]?.value}
        observation={model.values[ids.date]?.externalId}
        onSave={save(ids.date)}
        validate={(date) =>
          message(validateChangeoutDate(date, model.header.inspectionDate, bounds.lastDate, words))
        }
      />
      <NumericField
        label={t(assetPhrases.sideHours, { side })}
        unit="h"
        kind={OPERATION_INPUT_KINDS.changeoutHours}
        value={model.values[ids.hours]?.value}
        observation={model.values[ids.hours]?.externalId}
        onSave={save(ids.hours)}
        validate={(n) =>
          message(
            validateUndercarriageChangeoutHours(
              side,
              n,
              {
                totalMachineHours: totalHours,
                lastChangeout: bounds.lastHours,
                nextChangeout: bounds.nextHours,
              },
              words,
            ),
          )
        }
      />
    </CheckboxField>
  );
}

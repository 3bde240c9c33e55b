import { validateWornLength, VALIDATION_TOAST_DURATION_MS } from '../../../rules/index.ts';
import type { BucketMeasurementModel } from '../../../worker/contract.ts';
import { MeasureJudgePanel } from '../../recording/MeasureJudgePanel.tsx';
import { NumericField } from '../../recording/NumericField.tsx';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { useToast } from '../../shell/toast.tsx';

/** A bucket measurement (worn length, wear plate thickness) with the measure-and-judge panel beside it. */
export function MeasuredField(props: {
  model: BucketMeasurementModel;
  onSave: (value: string | null) => Promise<unknown>;
}) {
  const toast = useToast();
  const { model } = props;
  return (
    <div className="measuring">
      <PartHeader tag={model.part.name} partNumber={model.part.partNumber} />
      <NumericField
        label={model.label}
        kind="float"
        value={model.value?.value}
        onSave={props.onSave}
        validate={(n) => {
          const result = validateWornLength(String(n), model.dimension);
          if (!result.ok) return result.message;
          if (!result.ignored && result.warning)
            toast('warning', result.warning, VALIDATION_TOAST_DURATION_MS);
          return undefined;
        }}
      />
      <MeasureJudgePanel model={model} />
    </div>
  );
}

import { useIntl } from 'react-intl';
import type { LengthUnit } from '../../../rules/index.ts';
import type { BucketMeasurementModel } from '../../../worker/contract.ts';
import { MeasureJudgePanel } from '../../recording/MeasureJudgePanel.tsx';
import { LengthField } from '../../recording/LengthField.tsx';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { useDomainWords } from '../../recording/domain-words.ts';
import { useWornLengthCheck, wornLengthWarning } from '../../recording/use-worn-length-check.ts';

/** A bucket measurement (worn length, wear plate thickness) with the measure-and-judge panel beside it. */
export function MeasuredField(props: {
  model: BucketMeasurementModel;
  onSave: (value: string | null, unit: LengthUnit) => Promise<unknown>;
  /** Its place in the bucket's measuring run (decision 0060). */
  reading: string;
}) {
  const checkWornLength = useWornLengthCheck();
  const intl = useIntl();
  const said = useDomainWords();
  const { model } = props;
  return (
    <div className="measuring">
      <PartHeader tag={model.part.name} partNumber={model.part.partNumber} />
      <LengthField
        label={said(model.label)}
        value={model.value}
        onSave={props.onSave}
        validate={(n, typing) => checkWornLength(n, model.dimension, typing)}
        reading={props.reading}
        warn={(n) => wornLengthWarning(n, model.dimension, intl)}
      />
      <MeasureJudgePanel model={model} />
    </div>
  );
}

import { MeasureJudgePanel } from '../../recording/MeasureJudgePanel.tsx';
import { LengthField } from '../../recording/LengthField.tsx';
import { PartHeader } from '../../recording/PartHeader.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { useWornLengthCheck } from '../../recording/use-worn-length-check.ts';
import { onSide } from '../../recording/use-write-target.ts';
import { useRecordingScreen } from './use-recording-screen.ts';

/**
 * recording spec §2 example-action-status: one measurement with the measure-and-judge panel (RECORDING.md) on the
 * part's real dimension and thresholds: the left side's shoe roller path worn length.
 */
export default function ExampleActionStatusScreen() {
  const { externalId, writesTo } = useRecordingScreen();
  const checkWornLength = useWornLengthCheck();
  const query = useScreenModel(['example-action-status', externalId], (e) =>
    e.exampleMeasurementModel(externalId),
  );
  return (
    <ScreenBody query={query} fallback="Error fetching equipment part">
      {(model) => (
        <div className="page recording measuring">
          <header className="recording-header">
            <h1>Action Status</h1>
            <p className="muted">
              {model.title} · {model.side} Side
            </p>
          </header>
          <PartHeader tag={model.part.name} partNumber={model.part.partNumber} />
          <LengthField
            label={model.label}
            value={model.value}
            onSave={writesTo(onSide(model.side)).save(model.identifier)}
            validate={(n, typing) => checkWornLength(n, model.dimension, typing)}
          />
          <MeasureJudgePanel model={model} />
        </div>
      )}
    </ScreenBody>
  );
}

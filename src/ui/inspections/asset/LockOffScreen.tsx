import { useIntl } from 'react-intl';
import { LOCK_OFF } from '../../../rules/index.ts';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { YesNoField } from '../../recording/YesNoField.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';
import { assetWords as w } from './asset-words.ts';

/** recording spec §2 Lock Off: lockedOff and notifiedCustomer, MARK AS COMPLETE. */
export default function LockOffScreen() {
  const { externalId, save, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.lockOff(externalId));
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorInspection)}>
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Lock Off" header={model.header} />
          <YesNoField
            legend={t(w.lockedOff)}
            value={model.values[LOCK_OFF.lockedOff]?.value}
            onSave={save(LOCK_OFF.lockedOff)}
          />
          <YesNoField
            legend={t(w.notified)}
            value={model.values[LOCK_OFF.notifiedCustomer]?.value}
            onSave={save(LOCK_OFF.notifiedCustomer)}
          />
          {/* The line stays when both are YES (its words change), so MARK AS COMPLETE does not jump under the finger */}
          <p className="muted">{t(model.canComplete ? w.lockOffReady : w.lockOffWaiting)}</p>
          <MarkCompleteButton disabled={!model.canComplete} onComplete={complete('lock-off')} onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}

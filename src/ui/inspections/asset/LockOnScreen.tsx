import { useIntl } from 'react-intl';
import { useState } from 'react';
import { LOCK_ON } from '../../../rules/index.ts';
import { DateField } from '../../recording/DateField.tsx';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { YesNoField } from '../../recording/YesNoField.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';
import { assetWords as w } from './asset-words.ts';

/** recording spec §2 Lock On: two yes-questions, the lock-on time (default now), MARK AS COMPLETE. */
export default function LockOnScreen() {
  const { externalId, save, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.lockOn(externalId));
  const [openedAt] = useState(() => new Date().toISOString());
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorInspection)}>
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Lock On" header={model.header} />
          <YesNoField
            legend={t(w.lockedOn)}
            value={model.values[LOCK_ON.lockedOn]?.value}
            onSave={save(LOCK_ON.lockedOn)}
          />
          <YesNoField
            legend={t(w.notified)}
            value={model.values[LOCK_ON.notifiedCustomer]?.value}
            onSave={save(LOCK_ON.notifiedCustomer)}
          />
          <DateField
            label={t(w.lockOnTime)}
            type="datetime-local"
            value={model.values[LOCK_ON.lockOnTime]?.value ?? openedAt}
            onSave={save(LOCK_ON.lockOnTime)}
          />
          {/* The line stays when both are YES (its words change), so MARK AS COMPLETE does not jump under the finger */}
          <p className="muted">{t(model.canComplete ? w.lockOnReady : w.lockOnWaiting)}</p>
          <MarkCompleteButton disabled={!model.canComplete} onComplete={complete('lock-on')} onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}

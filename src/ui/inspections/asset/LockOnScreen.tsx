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

/** recording spec §2 Lock On: two yes-questions, the lock-on time (default now), MARK AS COMPLETE. */
export default function LockOnScreen() {
  const { externalId, save, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.lockOn(externalId));
  const [openedAt] = useState(() => new Date().toISOString());
  return (
    <ScreenBody query={query} fallback="Error fetching inspection">
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Lock On" header={model.header} />
          <YesNoField
            legend="Is the machine locked on?"
            value={model.values[LOCK_ON.lockedOn]?.value}
            onSave={save(LOCK_ON.lockedOn)}
          />
          <YesNoField
            legend="Has the customer been notified?"
            value={model.values[LOCK_ON.notifiedCustomer]?.value}
            onSave={save(LOCK_ON.notifiedCustomer)}
          />
          <DateField
            label="Lock-On Time"
            type="datetime-local"
            value={model.values[LOCK_ON.lockOnTime]?.value ?? openedAt}
            onSave={save(LOCK_ON.lockOnTime)}
          />
          {/* The line stays when both are YES (its words change), so MARK AS COMPLETE does not jump under the finger */}
          <p className="muted">
            {model.canComplete
              ? 'Both answered YES: Lock On is ready to complete.'
              : 'Answer YES to both questions to complete Lock On.'}
          </p>
          <MarkCompleteButton disabled={!model.canComplete} onComplete={complete('lock-on')} onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}

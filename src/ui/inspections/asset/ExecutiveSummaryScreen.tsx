import { useIntl } from 'react-intl';
import { EXECUTIVE_SUMMARY } from '../../../rules/index.ts';
import { CommentsField } from '../../recording/CommentsField.tsx';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';
import { assetWords as w } from './asset-words.ts';

/** recording spec §2 Inspection Summary: the executive summary's comments, saved on blur. */
export default function ExecutiveSummaryScreen() {
  const { externalId, save, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.executiveSummary(externalId));
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorInspection)}>
      {(model) => (
        <div className="page recording">
          <RecordingHeader title="Inspection Summary" header={model.header} />
          <CommentsField
            label={t(w.executiveSummary)}
            value={model.values[EXECUTIVE_SUMMARY.comments]?.value}
            onSave={save(EXECUTIVE_SUMMARY.comments)}
          />
          <MarkCompleteButton onComplete={complete('executive-summary')} onDone={back} />
        </div>
      )}
    </ScreenBody>
  );
}

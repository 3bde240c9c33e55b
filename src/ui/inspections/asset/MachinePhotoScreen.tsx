import { useIntl } from 'react-intl';
import { MACHINE_PHOTO } from '../../../rules/index.ts';
import { MarkCompleteButton } from '../../recording/MarkCompleteButton.tsx';
import { PhotoField } from '../../recording/PhotoField.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { onInspection } from '../../recording/use-write-target.ts';
import { basicsModels } from './basics-screens.ts';
import { RecordingHeader } from './RecordingHeader.tsx';
import { useRecordingScreen } from './use-recording-screen.ts';
import { assetWords as w } from './asset-words.ts';

/** recording spec §2 Machine photo: the cover photo (a new one replaces it). */
export default function MachinePhotoScreen() {
  const { externalId, engine, writesTo, complete, back } = useRecordingScreen();
  const query = useScreenModel(...basicsModels.machinePhoto(externalId));
  const t = useIntl().formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorInspection)}>
      {(model) => {
        const cover = model.values[MACHINE_PHOTO.coverPhoto];
        return (
          <div className="page recording">
            <RecordingHeader title="Machine Photo" header={model.header} />
            <PhotoField
              label={t(w.coverPhoto)}
              multiple={false}
              photos={cover ? [{ observationExternalId: cover.externalId, fileName: cover.value }] : []}
              onAdd={writesTo(onInspection()).addPhoto(MACHINE_PHOTO.coverPhoto)}
              onDelete={(observationExternalId) => engine.deletePhoto(externalId, observationExternalId)}
            />
            <MarkCompleteButton disabled={!cover} onComplete={complete('machine-photo')} onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}

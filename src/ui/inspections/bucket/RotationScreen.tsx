import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkWordsOf } from '../../../i18n/check-words.ts';
import {
  dayKey,
  validateBucketChangeoutDate,
  validateBucketChangeoutHours,
  validateInput,
} from '../../../rules/index.ts';
import { DateInput } from '../../recording/DateInput.tsx';
import { errorMessage } from '../../recording/error-message.ts';
import { useReadOnly } from '../../recording/read-only.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';
import { useBucketParams } from './use-bucket-screen.ts';
import { bucketWords as w } from './bucket-words.ts';

/**
 * rotation/{bucketChangeToExternalId}: the changeout itself. Date (the inspection's day at most) and machine hours
 * validated like the undercarriage changeout; the old bucket goes to the chosen yard, the new one onto the machine.
 */
export default function RotationScreen() {
  const { externalId, engine } = useRecordingScreen();
  const { bucketExternalId, changeTo } = useBucketParams();
  const navigate = useNavigate();
  const id = useId();
  const query = useScreenModel(['bucket-choice', externalId], (e) => e.bucketChoiceModel(externalId));
  const [date, setDate] = useState<string | undefined>();
  // A typed text that is no date: said under the field, and the changeout waits for a date.
  const [dateRefused, setDateRefused] = useState<string | undefined>();
  const [hours, setHours] = useState('');
  const [yard, setYard] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const readOnly = useReadOnly();
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const from = model.bucket;
        const target = model.spares.find((s) => s.externalId === changeTo);
        const day = date ?? dayKey(model.header.inspectionDate) ?? '';
        const submit = async () => {
          setError(undefined);
          if (dateRefused !== undefined) return setError(dateRefused);
          const dateCheck = validateBucketChangeoutDate(
            day,
            model.header.inspectionDate,
            model.lastChangeout.date,
            checkWordsOf(intl),
          );
          if (!dateCheck.ok) return setError(dateCheck.message);
          const typed = validateInput(hours, 'integer');
          if (!typed.ok) return setError(t(w.hoursWhole));
          const hoursCheck = validateBucketChangeoutHours(
            typed.empty ? null : Number(typed.value),
            {
              totalMachineHours: model.machineHours,
              lastChangeoutHours: model.lastChangeout.hours,
            },
            checkWordsOf(intl),
          );
          if (!hoursCheck.ok) return setError(hoursCheck.message);
          if (yard === '') return setError(t(w.chooseYard));
          setBusy(true);
          try {
            const done = await engine.changeOutBucket({
              inspectionExternalId: externalId,
              fromExternalId: bucketExternalId,
              toExternalId: changeTo,
              date: day,
              hours: typed.empty ? null : typed.value,
              mineLocationId: Number(yard),
            });
            await navigate({
              to: '/inspections/$externalId/$',
              params: { externalId, _splat: `bucket/${done.bucketExternalId}` },
              replace: true,
            });
          } catch (failure) {
            setError(errorMessage(failure, t(w.notSaved)));
          } finally {
            setBusy(false);
          }
        };
        return (
          <div className="page recording">
            <RecordingHeader title={t(w.changeoutTitle)} header={model.header} />
            <dl className="summary-facts">
              <div>
                <dt>{t(w.from)}</dt>
                <dd>{from?.externalId === bucketExternalId ? from.name : t(w.notThisBucket)}</dd>
              </div>
              <div>
                <dt>{t(w.to)}</dt>
                <dd>{target ? `${target.name} (${target.mineLocation})` : t(w.theNewBucket)}</dd>
              </div>
              <div>
                <dt>{t(w.totalMachineHours)}</dt>
                <dd>{model.machineHours ?? t(w.notSet)}</dd>
              </div>
            </dl>
            <div className="field">
              <label htmlFor={`${id}-date`}>{t(w.changeoutDate)}</label>
              <DateInput
                id={`${id}-date`}
                kind="date"
                className="text-input"
                value={day}
                max={dayKey(model.header.inspectionDate)}
                readOnly={readOnly}
                invalid={dateRefused !== undefined}
                describedBy={dateRefused === undefined ? undefined : `${id}-date-error`}
                onCommit={(typed) => {
                  setDateRefused(typed.kind === 'refused' ? typed.message : undefined);
                  if (typed.kind === 'date') setDate(typed.value ?? '');
                }}
              />
              {dateRefused === undefined ? null : (
                <p id={`${id}-date-error`} className="field-error">
                  {dateRefused}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${id}-hours`}>
                {t(w.changeoutHours)} <span className="unit">(h)</span>
              </label>
              <input
                id={`${id}-hours`}
                className="numeric-input"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={hours}
                onChange={(event) => setHours(event.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-yard`}>{t(w.moveTo)}</label>
              <select
                id={`${id}-yard`}
                className="select-input"
                value={yard}
                onChange={(event) => setYard(event.target.value)}
              >
                <option value="">{t(w.choose)}</option>
                {model.mineLocations.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            {error ? (
              <p role="alert" className="field-message">
                {error}
              </p>
            ) : null}
            <button
              type="button"
              className="button primary wide"
              disabled={busy || readOnly}
              onClick={() => void submit()}
            >
              {t(w.changeoutButton)}
            </button>
          </div>
        );
      }}
    </ScreenBody>
  );
}

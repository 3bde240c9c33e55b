import './bucket.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { equipmentTagged } from '../../../rules/index.ts';
import { ScanButton } from '../../scan/ScanButton.tsx';
import { useReadOnly } from '../../recording/read-only.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';
import { DoneButton } from '../../recording/DoneButton.tsx';
import { bucketPhrases, bucketWords as w } from './bucket-words.ts';

/**
 * bucket: the inspection's bucket with Edit / Changeout, or Add Bucket when there is none (RECORDING.md). Changeout
 * lists the buckets in the site's yards and a new one; choosing one opens its rotation.
 */
export default function BucketScreen() {
  const { externalId, back } = useRecordingScreen();
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  // What a scan said that the list does not show (a tag naming no spare here, a camera that cannot scan).
  const [scanNotice, setScanNotice] = useState<string | undefined>();
  const readOnly = useReadOnly();
  const intl = useIntl();
  const t = intl.formatMessage;
  const query = useScreenModel(['bucket-choice', externalId], (e) => e.bucketChoiceModel(externalId));
  return (
    <ScreenBody query={query} fallback={t(w.errorEquipment)}>
      {(model) => {
        const bucket = model.bucket;
        const to = (splat: string) => ({
          to: '/inspections/$externalId/$' as const,
          params: { externalId, _splat: splat },
        });
        return (
          <div className="page recording">
            <RecordingHeader title="Bucket" header={model.header} />
            {bucket ? (
              <section className="bucket-card" aria-label={t(w.currentBucket)}>
                <h2>{bucket.name || t(w.unnamed)}</h2>
                <dl className="summary-facts">
                  <div>
                    <dt>{t(w.fitment)}</dt>
                    <dd>{bucket.fitment ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t(w.serialNumber)}</dt>
                    <dd>{bucket.serialNumber ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>{t(w.partNumber)}</dt>
                    <dd>{bucket.partNumber ?? '–'}</dd>
                  </div>
                </dl>
                <div className="toolbar">
                  <Link {...to(`bucket/${bucket.externalId}`)} className="button primary">
                    {t(w.edit)}
                  </Link>
                  {model.isYard || readOnly ? null : (
                    <button
                      type="button"
                      className="button"
                      aria-expanded={changing}
                      onClick={() => setChanging((c) => !c)}
                    >
                      {t(w.changeout)}
                    </button>
                  )}
                </div>
              </section>
            ) : readOnly ? null : (
              <>
                <p className="notice">{t(model.isYard ? w.noneInYard : w.noneOnMachine)}</p>
                <Link {...to('bucket/new-bucket')} className="button primary wide">
                  {t(w.addBucket)}
                </Link>
              </>
            )}
            {bucket && changing ? (
              <section aria-label={t(w.changeOutTo)}>
                <div className="list-header">
                  <h2>{t(w.changeOutTo)}</h2>
                  {/* The spare's tag or serial plate chooses it as a tap on it would (decision 0056). */}
                  <ScanButton
                    label={t(w.scanBucket)}
                    hint={t(w.scanHint)}
                    onFound={(code) => {
                      const match = equipmentTagged(code, model.spares);
                      if (match.kind === 'one') {
                        setScanNotice(undefined);
                        void navigate(
                          to(`bucket/${bucket.externalId}/rotation/${match.equipment.externalId}`),
                        );
                      } else
                        setScanNotice(
                          match.kind === 'several'
                            ? t(bucketPhrases.several, { count: match.count, shown: match.shown })
                            : t(bucketPhrases.noTag, { shown: match.shown }),
                        );
                    }}
                    onFail={setScanNotice}
                  />
                </div>
                {scanNotice ? (
                  <p role="alert" className="notice scan-notice">
                    {scanNotice}
                  </p>
                ) : null}
                {model.spares.length === 0 ? <p className="muted">{t(w.noSpare)}</p> : null}
                <ul className="section-list" aria-label={t(w.spares)}>
                  {model.spares.map((spare) => (
                    <li key={spare.externalId}>
                      <Link
                        {...to(`bucket/${bucket.externalId}/rotation/${spare.externalId}`)}
                        className="section-entry"
                      >
                        <span>{spare.name}</span>
                        <span className="muted">{spare.mineLocation}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link {...to('bucket/new-bucket')} className="button wide">
                  {t(w.newBucket)}
                </Link>
              </section>
            ) : null}
            <DoneButton onDone={back} />
          </div>
        );
      }}
    </ScreenBody>
  );
}

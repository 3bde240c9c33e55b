import './bucket.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { equipmentTagged } from '../../../rules/index.ts';
import { ScanButton } from '../../scan/ScanButton.tsx';
import { useReadOnly } from '../../recording/read-only.tsx';
import { ScreenBody } from '../../recording/ScreenBody.tsx';
import { useScreenModel } from '../../recording/use-screen-model.ts';
import { RecordingHeader } from '../asset/RecordingHeader.tsx';
import { useRecordingScreen } from '../asset/use-recording-screen.ts';
import { DoneButton } from '../../recording/DoneButton.tsx';

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
  const query = useScreenModel(['bucket-choice', externalId], (e) => e.bucketChoiceModel(externalId));
  return (
    <ScreenBody query={query} fallback="Error fetching equipment">
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
              <section className="bucket-card" aria-label="Current bucket">
                <h2>{bucket.name || 'Unnamed bucket'}</h2>
                <dl className="summary-facts">
                  <div>
                    <dt>GET Fitment</dt>
                    <dd>{bucket.fitment ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>Serial Number</dt>
                    <dd>{bucket.serialNumber ?? '–'}</dd>
                  </div>
                  <div>
                    <dt>Part Number</dt>
                    <dd>{bucket.partNumber ?? '–'}</dd>
                  </div>
                </dl>
                <div className="toolbar">
                  <Link {...to(`bucket/${bucket.externalId}`)} className="button primary">
                    Edit
                  </Link>
                  {model.isYard || readOnly ? null : (
                    <button
                      type="button"
                      className="button"
                      aria-expanded={changing}
                      onClick={() => setChanging((c) => !c)}
                    >
                      Changeout
                    </button>
                  )}
                </div>
              </section>
            ) : readOnly ? null : (
              <>
                <p className="notice">
                  There is no bucket {model.isYard ? 'in this yard' : 'on this machine'} yet.
                </p>
                <Link {...to('bucket/new-bucket')} className="button primary wide">
                  Add Bucket
                </Link>
              </>
            )}
            {bucket && changing ? (
              <section aria-label="Change out to">
                <div className="list-header">
                  <h2>Change out to</h2>
                  {/* The spare's tag or serial plate chooses it as a tap on it would (decision 0056). */}
                  <ScanButton
                    label="SCAN BUCKET"
                    hint="Point the camera at the spare bucket’s QR tag, serial or part number barcode."
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
                            ? `${match.count} buckets in this site’s yards have part number ${match.shown}: choose one below.`
                            : `No bucket with tag ${match.shown} in this site’s yards.`,
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
                {model.spares.length === 0 ? <p className="muted">No bucket in this site's yards.</p> : null}
                <ul className="section-list" aria-label="Buckets in the site's yards">
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
                  New Bucket
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

import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { assetEntry, bucketEntries, isYardInspection, undercarriageEntry } from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { formatIsoDateTime } from '../shell/format.ts';
import { useGoBack } from '../shell/use-go-back.ts';
import { NoUndercarriageModal } from '../support/NoUndercarriageModal.tsx';
import { ConflictChoices } from '../recording/ConflictChoices.tsx';
import { ReadOnlyNotice } from '../recording/read-only.tsx';
import { useScreenModel } from '../recording/use-screen-model.ts';
import { SectionEntry } from './SectionEntry.tsx';
import { useBasicsAhead } from './asset/basics-screens.ts';

/** The inspection table of contents (recording spec §2 "Inspection contents"). */
export default function InspectionContentsScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const goBack = useGoBack();
  const [noUndercarriage, setNoUndercarriage] = useState(false);
  const { data, isPending, isError } = useEngineQuery({
    queryKey: ['inspection-contents', externalId],
    query: (engine) => engine.inspectionContents(externalId),
  });
  const statuses = useScreenModel(['contents-statuses', externalId], (engine) =>
    engine.contentsStatuses(externalId),
  ).data;
  useBasicsAhead(externalId, data ? data.assetId !== null : undefined);
  if (isPending)
    return (
      <p role="status" className="page">
        Loading…
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="page error-panel">
        Error fetching inspection
      </p>
    );
  if (!data) {
    return (
      <div className="page">
        <p role="alert" className="error-panel">
          Not Found: The requested inspection could not be found.
        </p>
        <button type="button" className="button" onClick={goBack}>
          Go back
        </button>
      </div>
    );
  }
  const hasAsset = data.assetId !== null;
  const undercarriage = undercarriageEntry({
    isYard: isYardInspection(data),
    hasUndercarriage: data.hasUndercarriage,
  });
  const onAsset = assetEntry({ hasAsset });
  const bucket = bucketEntries({ hasBucket: data.bucket !== null });
  const bucketPath = data.bucket ? `bucket/${data.bucket.externalId}` : 'bucket';
  return (
    <div className="page inspection-contents">
      <header className="inspection-header">
        <h1>{data.title}</h1>
        <p>{[data.customerName, data.siteName].filter(Boolean).join(' · ')}</p>
        <p>
          <time dateTime={data.inspectionDate}>{formatIsoDateTime(data.inspectionDate)}</time>
        </p>
      </header>
      <ReadOnlyNotice />
      <ConflictChoices inspectionExternalId={externalId} />
      <div className="toolbar">
        {data.ownedBy !== null ? null : bucket.showAddBucket ? (
          <Link
            to="/inspections/$externalId/$"
            params={{ externalId, _splat: 'bucket/new-bucket' }}
            className="button"
          >
            Add Bucket
          </Link>
        ) : (
          <Link to="/inspections/$externalId/$" params={{ externalId, _splat: 'bucket' }} className="button">
            Edit / Changeout Bucket
          </Link>
        )}
        <Link to="/inspections/$externalId/review" params={{ externalId }} className="button primary">
          REVIEW AND SUBMIT
        </Link>
      </div>
      <ul className="section-list" aria-label="Inspection sections">
        <SectionEntry
          title="Lock On"
          status={statuses?.lockOn}
          externalId={externalId}
          path="asset/lock-on"
          entry={{ enabled: true }}
        />
        <SectionEntry
          title="Machine Photo"
          status={statuses?.machinePhoto}
          externalId={externalId}
          path="asset/machine-photo"
          entry={onAsset}
        />
        <SectionEntry
          title="Operation"
          status={statuses?.operation}
          externalId={externalId}
          path="asset/operating-hours"
          entry={onAsset}
        />
      </ul>
      <h2>CONDITION</h2>
      <ul className="section-list" aria-label="Condition">
        <SectionEntry
          title="Undercarriage"
          status={statuses?.undercarriage}
          externalId={externalId}
          path="undercarriage"
          entry={undercarriage}
          judgement={statuses?.judgements.undercarriage}
          onDisabledPress={
            undercarriage.enabled || isYardInspection(data) ? undefined : () => setNoUndercarriage(true)
          }
        />
      </ul>
      {bucket.showBucketSection ? (
        <>
          <h2>CONDITION &amp; CHANGEOUT</h2>
          <ul className="section-list" aria-label="Condition and changeout">
            <SectionEntry
              title="Bucket"
              status={statuses?.bucket}
              externalId={externalId}
              path={bucketPath}
              entry={{ enabled: true }}
              judgement={statuses?.judgements.bucket}
            />
          </ul>
        </>
      ) : null}
      <ul className="section-list" aria-label="Finishing">
        <SectionEntry
          title="Lock Off"
          status={statuses?.lockOff}
          externalId={externalId}
          path="asset/lock-off"
          entry={{ enabled: true }}
        />
        <SectionEntry
          title="Inspection Summary"
          status={statuses?.summary}
          externalId={externalId}
          path="asset/executive-summary"
          entry={{ enabled: true }}
        />
      </ul>
      {noUndercarriage ? <NoUndercarriageModal onClose={() => setNoUndercarriage(false)} /> : null}
    </div>
  );
}

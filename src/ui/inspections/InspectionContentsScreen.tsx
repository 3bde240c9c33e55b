import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { assetEntry, bucketEntries, isYardInspection, undercarriageEntry } from '../../rules/index.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { formatIsoDateTime } from '../shell/format.ts';
import { useGoBack } from '../shell/use-go-back.ts';
import { NoUndercarriageModal } from '../support/NoUndercarriageModal.tsx';
import { ConflictChoices } from '../recording/ConflictChoices.tsx';
import { ReadOnlyNotice } from '../recording/read-only.tsx';
import { useScreenModel } from '../recording/use-screen-model.ts';
import { DeletedAndBackNotice } from './DeletedAndBackNotice.tsx';
import { SectionEntry } from './SectionEntry.tsx';
import { useBasicsAhead } from './asset/basics-screens.ts';
import { contentsRead, contentsStatusesModel } from './contents-reads.ts';

const words = defineMessages({
  loading: { id: 'contents.loading', defaultMessage: 'Loading…' },
  error: { id: 'contents.error', defaultMessage: 'Error fetching inspection' },
  notFound: {
    id: 'contents.notFound',
    defaultMessage: 'Not Found: The requested inspection could not be found.',
  },
  goBack: { id: 'contents.goBack', defaultMessage: 'Go back' },
  addBucket: { id: 'contents.addBucket', defaultMessage: 'Add Bucket' },
  editBucket: { id: 'contents.editBucket', defaultMessage: 'Edit / Changeout Bucket' },
  review: { id: 'contents.reviewAndSubmit', defaultMessage: 'REVIEW AND SUBMIT' },
  sections: { id: 'contents.sections', defaultMessage: 'Inspection sections' },
  lockOn: { id: 'contents.lockOn', defaultMessage: 'Lock On' },
  machinePhoto: { id: 'contents.machinePhoto', defaultMessage: 'Machine Photo' },
  operation: { id: 'contents.operation', defaultMessage: 'Operation' },
  condition: { id: 'contents.condition', defaultMessage: 'CONDITION' },
  conditionLabel: { id: 'contents.condition.label', defaultMessage: 'Condition' },
  undercarriage: { id: 'contents.undercarriage', defaultMessage: 'Undercarriage' },
  conditionAndChangeout: { id: 'contents.conditionAndChangeout', defaultMessage: 'CONDITION & CHANGEOUT' },
  conditionAndChangeoutLabel: {
    id: 'contents.conditionAndChangeout.label',
    defaultMessage: 'Condition and changeout',
  },
  bucket: { id: 'contents.bucket', defaultMessage: 'Bucket' },
  finishing: { id: 'contents.finishing', defaultMessage: 'Finishing' },
  lockOff: { id: 'contents.lockOff', defaultMessage: 'Lock Off' },
  summary: { id: 'contents.summary', defaultMessage: 'Inspection Summary' },
});

/** The inspection table of contents (recording spec §2 "Inspection contents"). */
export default function InspectionContentsScreen() {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const goBack = useGoBack();
  const [noUndercarriage, setNoUndercarriage] = useState(false);
  const intl = useIntl();
  const t = intl.formatMessage;
  const [contentsKey, readContents] = contentsRead(externalId);
  const { data, isPending, isError } = useEngineQuery({ queryKey: contentsKey, query: readContents });
  const statuses = useScreenModel(...contentsStatusesModel(externalId)).data;
  useBasicsAhead(externalId, data ? data.assetId !== null : undefined);
  if (isPending)
    return (
      <p role="status" className="page">
        {t(words.loading)}
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="page error-panel">
        {t(words.error)}
      </p>
    );
  if (!data) {
    return (
      <div className="page">
        <p role="alert" className="error-panel">
          {t(words.notFound)}
        </p>
        <button type="button" className="button" onClick={goBack}>
          {t(words.goBack)}
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
          <time dateTime={data.inspectionDate}>{formatIsoDateTime(data.inspectionDate, intl.locale)}</time>
        </p>
      </header>
      <ReadOnlyNotice />
      <DeletedAndBackNotice back={data.deletedAndBack} />
      <ConflictChoices inspectionExternalId={externalId} />
      <div className="toolbar">
        {data.ownedBy !== null ? null : bucket.showAddBucket ? (
          <Link
            to="/inspections/$externalId/$"
            params={{ externalId, _splat: 'bucket/new-bucket' }}
            className="button"
          >
            {t(words.addBucket)}
          </Link>
        ) : (
          <Link to="/inspections/$externalId/$" params={{ externalId, _splat: 'bucket' }} className="button">
            {t(words.editBucket)}
          </Link>
        )}
        <Link to="/inspections/$externalId/review" params={{ externalId }} className="button primary">
          {t(words.review)}
        </Link>
      </div>
      <ul className="section-list" aria-label={t(words.sections)}>
        <SectionEntry
          title={t(words.lockOn)}
          status={statuses?.lockOn}
          externalId={externalId}
          path="asset/lock-on"
          entry={{ enabled: true }}
        />
        <SectionEntry
          title={t(words.machinePhoto)}
          status={statuses?.machinePhoto}
          externalId={externalId}
          path="asset/machine-photo"
          entry={onAsset}
        />
        <SectionEntry
          title={t(words.operation)}
          status={statuses?.operation}
          externalId={externalId}
          path="asset/operating-hours"
          entry={onAsset}
        />
      </ul>
      <h2>{t(words.condition)}</h2>
      <ul className="section-list" aria-label={t(words.conditionLabel)}>
        <SectionEntry
          title={t(words.undercarriage)}
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
          <h2>{t(words.conditionAndChangeout)}</h2>
          <ul className="section-list" aria-label={t(words.conditionAndChangeoutLabel)}>
            <SectionEntry
              title={t(words.bucket)}
              status={statuses?.bucket}
              externalId={externalId}
              path={bucketPath}
              entry={{ enabled: true }}
              judgement={statuses?.judgements.bucket}
            />
          </ul>
        </>
      ) : null}
      <ul className="section-list" aria-label={t(words.finishing)}>
        <SectionEntry
          title={t(words.lockOff)}
          status={statuses?.lockOff}
          externalId={externalId}
          path="asset/lock-off"
          entry={{ enabled: true }}
        />
        <SectionEntry
          title={t(words.summary)}
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

import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ReportData, ReportFact, ReportPhoto } from '../../../worker/contract.ts';
import { ImageZoom } from '../../recording/ImageZoom.tsx';
import { FactsLine } from '../../recording/PhotoFacts.tsx';
import { PhotoThumb } from '../../recording/PhotoThumb.tsx';
import { photoGridStep } from '../../recording/photo-grid.ts';

const words = defineMessages({
  lockOn: { id: 'recorded.lockOn', defaultMessage: 'Lock on' },
  lockOff: { id: 'recorded.lockOff', defaultMessage: 'Lock off' },
  basics: { id: 'recorded.basics', defaultMessage: 'Lock on, lock off and operation' },
  summary: { id: 'recorded.executiveSummary', defaultMessage: 'Executive summary' },
  bucket: { id: 'recorded.bucket', defaultMessage: 'Bucket' },
  comments: { id: 'recorded.comments', defaultMessage: 'Comments' },
  machinePhoto: { id: 'recorded.machinePhoto', defaultMessage: 'Machine Photo' },
  noPhotos: { id: 'recorded.noPhotos', defaultMessage: 'No photos recorded.' },
  photosOf: defineMessage<{ component: string }>({
    id: 'recorded.photosOf',
    defaultMessage: '{component} photos',
  }),
});

function Facts({ facts, label }: { facts: readonly ReportFact[]; label: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className="fact-list" aria-label={label}>
      {facts.map((f) => (
        <div key={`${f.label}-${f.value}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What was recorded besides the judged targets, as the report words it: times, operation, summary, bucket, comments. */
export function RecordedObservations({ report }: { report: ReportData }) {
  const t = useIntl().formatMessage;
  const basics: ReportFact[] = [
    { label: t(words.lockOn), value: report.lockOnTime },
    { label: t(words.lockOff), value: report.lockOffTime },
    ...report.operation,
  ].filter((f) => f.value !== '');
  return (
    <>
      <Facts facts={basics} label={t(words.basics)} />
      {report.executiveSummary ? (
        <section aria-label={t(words.summary)}>
          <h3>{t(words.summary)}</h3>
          <p className="pre-wrap">{report.executiveSummary}</p>
        </section>
      ) : null}
      {report.bucket ? (
        <section aria-label={t(words.bucket)}>
          <h3>{report.bucket.name}</h3>
          <Facts label={t(words.bucket)} facts={report.bucket.facts} />
          {report.bucket.partTypes.map((p) => (
            <Facts
              key={p.part}
              label={p.part}
              facts={p.facts.map((f) => ({ ...f, label: `${p.part}: ${f.label}` }))}
            />
          ))}
        </section>
      ) : null}
      {report.comments.length > 0 ? (
        <section aria-label={t(words.comments)}>
          <h3>{t(words.comments)}</h3>
          <Facts
            label={t(words.comments)}
            facts={report.comments.map((c) => ({ label: c.where, value: c.text }))}
          />
        </section>
      ) : null}
    </>
  );
}

/** The photos by component, from this device's files (or fetched once when the device does not have one). */
export function RecordedPhotos({ report }: { report: ReportData }) {
  const [open, setOpen] = useState<{ url: string; photo: ReportPhoto }>();
  const t = useIntl().formatMessage;
  // The machine photo heads the report's cover; here it heads the photos.
  const groups = [
    ...(report.coverPhoto ? [{ component: t(words.machinePhoto), photos: [report.coverPhoto] }] : []),
    ...report.photos,
  ];
  if (groups.length === 0) return <p className="muted">{t(words.noPhotos)}</p>;
  return (
    <>
      {groups.map((group) => (
        <section key={group.component} aria-label={t(words.photosOf, { component: group.component })}>
          <h3>{group.component}</h3>
          <ul className={`photo-grid ${photoGridStep(group.photos.length)}`}>
            {group.photos.map((photo) => (
              <li key={photo.observationExternalId}>
                <PhotoThumb
                  fileName={photo.fileName}
                  observationExternalId={photo.observationExternalId}
                  alt={photo.inspectorCaption ? `${photo.caption}: ${photo.inspectorCaption}` : photo.caption}
                  onOpen={(url) => setOpen({ url, photo })}
                />
                {photo.inspectorCaption ? (
                  <span className="photo-thumb-caption" aria-hidden="true">
                    {photo.inspectorCaption}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open ? (
        <ImageZoom url={open.url} alt={open.photo.caption} onClose={() => setOpen(undefined)}>
          {/* As the report writes them under the photo (decision 0063). */}
          <div className="photo-facts">
            {open.photo.inspectorCaption ? (
              <p className="photo-caption">{open.photo.inspectorCaption}</p>
            ) : null}
            {open.photo.factsLine ? <FactsLine line={open.photo.factsLine} /> : null}
          </div>
        </ImageZoom>
      ) : null}
    </>
  );
}

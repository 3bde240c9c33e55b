import { defineMessages, useIntl } from 'react-intl';
import { useParams } from '@tanstack/react-router';
import { useId } from 'react';
import { CAPTION_MAX_LENGTH } from '../../rules/index.ts';
import type { PhotoFactsShown } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useTextField } from './use-text-field.ts';

const words = defineMessages({
  caption: { id: 'rec.photo.caption', defaultMessage: 'Caption' },
  placeholder: { id: 'rec.photo.caption.placeholder', defaultMessage: 'What this photo shows' },
});

// A photo's caption and when and where it was taken (issue 54, decision 0063), under the photo: the caption typed in
// the photo's view and saved as every field is, the "Taken …" line as the report writes it.

const NONE: Readonly<Record<string, PhotoFactsShown>> = {};

/** Every photo's caption and line of the inspection on screen, by the photo's observation. */
export function usePhotoFacts(): Readonly<Record<string, PhotoFactsShown>> {
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { data } = useEngineQuery({
    queryKey: ['photo-facts', externalId],
    query: (engine) => engine.photoFacts(externalId),
  });
  return data ?? NONE;
}

/** Under the photo in its view: the caption box (text alone when read-only) and the "Taken …" line. */
export function PhotoFactsPanel(props: {
  observationExternalId: string;
  facts: PhotoFactsShown | undefined;
}) {
  const readOnly = useReadOnly();
  return (
    <div className="photo-facts">
      {readOnly ? (
        props.facts?.caption ? (
          <p className="photo-caption">{props.facts.caption}</p>
        ) : null
      ) : (
        <CaptionField
          observationExternalId={props.observationExternalId}
          caption={props.facts?.caption ?? ''}
        />
      )}
      {props.facts?.line ? <FactsLine line={props.facts.line} /> : null}
    </div>
  );
}

/** "Taken … · 23.36° S, 119.73° E ±8 m", broken on a phone between the time and the place, never inside either. */
export function FactsLine({ line }: { line: string }) {
  const parts = line.split(' · ');
  return (
    <p className="photo-facts-line">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? ' · ' : null}
          <span className="facts-part">{part}</span>
        </span>
      ))}
    </p>
  );
}

function CaptionField(props: { observationExternalId: string; caption: string }) {
  const id = useId();
  const intl = useIntl();
  const { externalId } = useParams({ from: '/_shell/inspections/$externalId' });
  const { engine } = useEngineHandle();
  const { state, input } = useTextField(
    props.caption,
    (caption) =>
      engine.recordPhotoFacts({
        inspectionExternalId: externalId,
        observationExternalId: props.observationExternalId,
        caption: caption ?? '',
      }),
    (text) => text.trim(),
  );
  return (
    <div className="field photo-caption-field">
      <div className="field-row">
        <label htmlFor={id}>{intl.formatMessage(words.caption)}</label>
        <SavedMark state={state} />
      </div>
      <input
        id={id}
        type="text"
        maxLength={CAPTION_MAX_LENGTH}
        placeholder={intl.formatMessage(words.placeholder)}
        autoComplete="off"
        enterKeyHint="done"
        {...input}
      />
    </div>
  );
}

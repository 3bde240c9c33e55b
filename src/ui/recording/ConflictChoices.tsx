import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import {
  otherDeviceName,
  sideValue,
  timeOfDay,
  type ConflictSide,
  type SideWords,
} from '../../rules/index.ts';
import type { OpenConflict } from '../../worker/contract.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { useToast } from '../shell/toast.tsx';
import { useLengthUnit } from '../storage/length-unit.tsx';
import { ImageZoom } from './ImageZoom.tsx';
import { PhotoThumb } from './PhotoThumb.tsx';
import { useOpenConflicts, useReadingConflicts } from './reading-conflicts.tsx';

// Two devices, one inspection (docs/decisions/0052-two-devices-one-inspection.md): a reading another device changed
// too, with the spec-like line "Changed on another device: 12.5 mm (tablet, 08:34) — yours 13.0 mm (08:40)" and two
// large buttons to keep one value. The choice sits directly under the reading's field; the inspection's contents
// list every open one. The choice is an ordinary write (the worker's settleConflict); the other device learns of it
// with its next sync.

const words = defineMessages({
  changed: { id: 'rec.conflict.changed', defaultMessage: 'Changed on another device' },
  helpAll: {
    id: 'rec.conflict.help.all',
    defaultMessage:
      'Both devices changed these readings while apart. Nothing is lost: choose the value to keep.',
  },
  helpOne: {
    id: 'rec.conflict.help.one',
    defaultMessage: 'Both devices changed this reading while apart. Choose the one to keep.',
  },
  noPhoto: { id: 'rec.conflict.noPhotoShown', defaultMessage: 'No photo' },
  yoursCaption: { id: 'rec.conflict.yoursCaption', defaultMessage: 'Yours' },
  photo: { id: 'rec.conflict.photo', defaultMessage: 'photo' },
  noPhotoValue: { id: 'rec.conflict.noPhoto', defaultMessage: 'no photo' },
  nothing: { id: 'rec.conflict.nothing', defaultMessage: 'nothing' },
  anotherDevice: { id: 'rec.conflict.anotherDevice', defaultMessage: 'another device' },
});
const countLine = defineMessage<{ count: number }>({
  id: 'rec.conflict.count',
  defaultMessage: 'Changed on another device: {count, plural, one {# reading} other {# readings}}',
});
const line = defineMessage<{
  other: string;
  device: string;
  otherAt: string;
  yours: string;
  yoursAt: string;
}>({
  id: 'rec.conflict.line',
  defaultMessage: 'Changed on another device: {other} ({device}, {otherAt}) — yours {yours} ({yoursAt})',
});
const kept = defineMessage<{ label: string }>({
  id: 'rec.conflict.kept',
  defaultMessage: '{label}: value kept.',
});
const keepOther = defineMessage<{ value: string; device: string }>({
  id: 'rec.conflict.keepOther',
  defaultMessage: 'Keep {value} ({device})',
});
const keepYours = defineMessage<{ value: string }>({
  id: 'rec.conflict.keepYours',
  defaultMessage: 'Keep yours {value}',
});
const otherPhoto = defineMessage<{ label: string; device: string }>({
  id: 'rec.conflict.otherPhoto',
  defaultMessage: '{label}: photo from {device}',
});
const yourPhoto = defineMessage<{ label: string }>({
  id: 'rec.conflict.yourPhoto',
  defaultMessage: '{label}: your photo',
});

// src/rules says a side in the spec's English (conflict-words.ts); its words are written here in the inspector's
// language, the numbers and lengths still by the rules.
function said(intl: IntlShape, side: ConflictSide, sideWords: SideWords): string {
  if (sideWords.photo === true)
    return intl.formatMessage(
      side.value === null || side.value.trim() === '' ? words.noPhotoValue : words.photo,
    );
  if (side.value === null || side.value.trim() === '') return intl.formatMessage(words.nothing);
  return sideValue(side, sideWords);
}
const deviceOf = (intl: IntlShape, side: ConflictSide): string =>
  side.deviceName === null || side.deviceName.trim() === ''
    ? intl.formatMessage(words.anotherDevice)
    : otherDeviceName(side);

/** Every open conflict of an inspection (its contents screen), or the given ones (a screen's unclaimed ones). */
export function ConflictChoices({
  inspectionExternalId,
  conflicts,
}: {
  inspectionExternalId: string;
  conflicts?: readonly OpenConflict[] | undefined;
}) {
  const intl = useIntl();
  const all = useOpenConflicts(inspectionExternalId);
  const shown = conflicts ?? all;
  if (shown.length === 0) return null;
  const readings = new Set(shown.map((c) => c.observationExternalId)).size;
  return (
    <section className="conflict-choices" aria-label={intl.formatMessage(words.changed)}>
      <h2 className="conflict-heading">{intl.formatMessage(countLine, { count: readings })}</h2>
      <p className="conflict-help">{intl.formatMessage(words.helpAll)}</p>
      <ul>
        {shown.map((conflict) => (
          <li key={conflict.id} className="conflict-choice">
            <strong>{conflict.label}</strong>
            <ConflictChoice inspectionExternalId={inspectionExternalId} conflict={conflict} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The choice of the reading a field shows, directly under the field (nothing when no other device changed it). */
export function ReadingConflictChoices({ observation }: { observation: string | null | undefined }) {
  const intl = useIntl();
  const { inspectionExternalId, conflicts } = useReadingConflicts(observation);
  if (conflicts.length === 0) return null;
  return (
    <div className="conflict-choices at-reading" role="group" aria-label={intl.formatMessage(words.changed)}>
      {conflicts.map((conflict) => (
        <ConflictChoice key={conflict.id} inspectionExternalId={inspectionExternalId} conflict={conflict} />
      ))}
      <p className="conflict-help">{intl.formatMessage(words.helpOne)}</p>
    </div>
  );
}

function ConflictChoice({
  inspectionExternalId,
  conflict,
}: {
  inspectionExternalId: string;
  conflict: OpenConflict;
}) {
  const intl = useIntl();
  const { engine } = useEngineHandle();
  const toast = useToast();
  const units = useLengthUnit();
  const settle = useMutation({
    mutationFn: (keep: 'other' | 'yours') =>
      engine.settleConflict({ inspectionExternalId, conflictId: conflict.id, keep }),
    onSuccess: () => toast('success', intl.formatMessage(kept, { label: conflict.label })),
    onError: (error) => toast('alert', error.message),
  });
  const sideWords: SideWords = { lengths: units, photo: conflict.photo, locale: intl.locale };
  const other = said(intl, conflict.other, sideWords);
  const yours = said(intl, conflict.yours, sideWords);
  const device = deviceOf(intl, conflict.other);
  return (
    <div className="conflict-choice-body">
      <p role="status" className="conflict-line">
        {intl.formatMessage(line, {
          other,
          device,
          otherAt: timeOfDay(conflict.other.at),
          yours,
          yoursAt: timeOfDay(conflict.yours.at),
        })}
      </p>
      {conflict.photo ? <BothPhotos conflict={conflict} /> : null}
      <div className="conflict-buttons">
        <button
          type="button"
          className="button big"
          disabled={settle.isPending}
          onClick={() => settle.mutate('other')}
        >
          {intl.formatMessage(keepOther, { value: other, device })}
        </button>
        <button
          type="button"
          className="button big primary"
          disabled={settle.isPending}
          onClick={() => settle.mutate('yours')}
        >
          {intl.formatMessage(keepYours, { value: yours })}
        </button>
      </div>
    </div>
  );
}

/**
 * Both devices' photos of a single-photo field, side by side above the buttons that keep one: the other device's is
 * fetched by its file name (the server keeps it beside the held one, decision 0064), a tap shows it whole.
 */
function BothPhotos({ conflict }: { conflict: OpenConflict }) {
  const intl = useIntl();
  const [zoom, setZoom] = useState<{ url: string; alt: string } | undefined>();
  const device = deviceOf(intl, conflict.other);
  const side = (which: ConflictSide, alt: string) =>
    which.value === null || which.value === '' ? (
      <span className="muted">{intl.formatMessage(words.noPhoto)}</span>
    ) : (
      <PhotoThumb
        fileName={which.value}
        observationExternalId={conflict.observationExternalId}
        alt={alt}
        onOpen={(url) => setZoom({ url, alt })}
      />
    );
  const other = intl.formatMessage(otherPhoto, { label: conflict.label, device });
  const yours = intl.formatMessage(yourPhoto, { label: conflict.label });
  return (
    <div className="conflict-photos">
      {/* The caption above its photo: under it, the thumbnail's frame covered it (looked at on a tablet). */}
      <figure>
        <figcaption>{device}</figcaption>
        {side(conflict.other, other)}
      </figure>
      <figure>
        <figcaption>{intl.formatMessage(words.yoursCaption)}</figcaption>
        {side(conflict.yours, yours)}
      </figure>
      {zoom ? <ImageZoom url={zoom.url} alt={zoom.alt} onClose={() => setZoom(undefined)} /> : null}
    </div>
  );
}

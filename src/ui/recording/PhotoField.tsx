import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReadingConflictChoices } from './ConflictChoices.tsx';
import { PhotoFactsPanel, usePhotoFacts } from './PhotoFacts.tsx';
import { PhotoThumb } from './PhotoThumb.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { photoGridStep } from './photo-grid.ts';
import { useReadOnly } from './read-only.tsx';
import { SavedMark } from './SavedMark.tsx';
import { useFieldSave } from './use-field-save.ts';
import { usePhotoCompressionReady } from './use-photo-url.ts';

const words = defineMessages({
  notAPhoto: {
    id: 'rec.photo.notAPhoto',
    defaultMessage: 'That file is not a photo: choose a picture (JPEG, PNG or another image).',
  },
  replace: { id: 'rec.photo.replace', defaultMessage: 'REPLACE PHOTO' },
  add: { id: 'rec.photo.add', defaultMessage: 'ADD PHOTO' },
  none: { id: 'rec.photo.none', defaultMessage: 'No photos recorded.' },
  deleteTitle: { id: 'rec.photo.delete.title', defaultMessage: 'Delete photo' },
  deleteMessage: {
    id: 'rec.photo.delete.message',
    defaultMessage: 'Delete this photo? This cannot be undone.',
  },
  delete: { id: 'rec.photo.delete', defaultMessage: 'Delete' },
});
const photosOf = defineMessage<{ label: string }>({ id: 'rec.photo.grid', defaultMessage: '{label} photos' });
const numbered = defineMessage<{ label: string; n: number }>({
  id: 'rec.photo.numbered',
  defaultMessage: '{label} {n}',
});
const numberedCaption = defineMessage<{ label: string; n: number; caption: string }>({
  id: 'rec.photo.numberedCaption',
  defaultMessage: '{label} {n}: {caption}',
});

export interface FieldPhoto {
  readonly observationExternalId: string;
  readonly fileName: string | null;
}

/**
 * recording spec §5 and RECORDING.md photos: the camera opens on a tablet (a file picker on a desktop); a single-photo
 * field replaces its photo, a multi-photo field adds; the worker compresses and stores; tap to zoom; delete asks first.
 */
export function PhotoField(props: {
  label: string;
  photos: readonly FieldPhoto[];
  multiple: boolean;
  onAdd: (image: File) => Promise<unknown>;
  onDelete: (observationExternalId: string) => Promise<unknown>;
}) {
  const id = useId();
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  const { state, run } = useFieldSave();
  usePhotoCompressionReady();
  const [open, setOpen] = useState<{ url: string; photo: FieldPhoto } | undefined>();
  const [confirm, setConfirm] = useState<FieldPhoto | undefined>();
  const step = photoGridStep(props.photos.length);
  const readOnly = useReadOnly();
  const [message, setMessage] = useState<string | undefined>();
  const facts = usePhotoFacts();
  const action = intl.formatMessage(props.photos.length > 0 && !props.multiple ? words.replace : words.add);
  return (
    <section className="field photo-field" aria-labelledby={`${id}-title`}>
      <div className="field-row">
        <h2 id={`${id}-title`}>{props.label}</h2>
        <SavedMark state={state} />
      </div>
      <ul className={`photo-grid ${step}`} aria-label={intl.formatMessage(photosOf, { label: props.label })}>
        {props.photos.map((photo, index) => {
          const caption = facts[photo.observationExternalId]?.caption;
          return (
            <li key={photo.observationExternalId}>
              <PhotoThumb
                fileName={photo.fileName}
                observationExternalId={photo.observationExternalId}
                alt={
                  caption
                    ? intl.formatMessage(numberedCaption, { label: props.label, n: index + 1, caption })
                    : intl.formatMessage(numbered, { label: props.label, n: index + 1 })
                }
                onOpen={(url) => setOpen({ url, photo })}
              />
              {/* Which photo shows what, at a glance (issue 54): the caption on the tile; all of it in the view. */}
              {caption ? (
                <span className="photo-thumb-caption" aria-hidden="true">
                  {caption}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {/* A single photo another device replaced too: both photos are kept, the inspector keeps one (decision 0052). */}
      {props.multiple ? null : (
        <ReadingConflictChoices observation={props.photos[0]?.observationExternalId} />
      )}
      {readOnly ? (
        props.photos.length === 0 ? (
          <p className="muted">{intl.formatMessage(words.none)}</p>
        ) : null
      ) : (
        <>
          {/* A button, not a label: it takes the keyboard's focus, and the file input it opens has no box at all. */}
          <button type="button" className="button primary add-photo" onClick={() => picker.current?.click()}>
            {action}
          </button>
          <input
            ref={picker}
            hidden
            type="file"
            accept="image/*"
            capture="environment"
            multiple={props.multiple}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              event.target.value = '';
              // A desktop's file picker can hand over any file: one that is not a picture is said, not dropped.
              const files = chosen.filter((file) => file.type.startsWith('image/'));
              setMessage(files.length < chosen.length ? intl.formatMessage(words.notAPhoto) : undefined);
              const images = props.multiple ? files : files.slice(0, 1);
              // After the event, in a task of its own: the tap's own task stays short.
              if (images.length > 0) void nextTask().then(() => run(() => addInTurn(images, props.onAdd)));
            }}
          />
        </>
      )}
      {message ? (
        <p role="alert" className="field-message">
          {message}
        </p>
      ) : null}
      {open ? (
        <PhotoViewer
          photo={open.photo}
          url={open.url}
          alt={props.label}
          readOnly={readOnly}
          onClose={() => setOpen(undefined)}
          onDelete={() => {
            setConfirm(open.photo);
            setOpen(undefined);
          }}
        >
          <PhotoFactsPanel
            observationExternalId={open.photo.observationExternalId}
            facts={facts[open.photo.observationExternalId]}
          />
        </PhotoViewer>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={intl.formatMessage(words.deleteTitle)}
          message={intl.formatMessage(words.deleteMessage)}
          confirmLabel={intl.formatMessage(words.delete)}
          onCancel={() => setConfirm(undefined)}
          onConfirm={() => {
            const target = confirm;
            setConfirm(undefined);
            void run(() => props.onDelete(target.observationExternalId));
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * Hands every chosen image to the worker (it compresses them one after another, and each thumbnail shows as soon as
 * its photo is saved) and settles with the first failure, if any, once all are done: one photo the worker cannot
 * read does not stop the others. Handing over a camera file costs the page several milliseconds (the browser copies
 * the file's details into the message), so each goes in a task of its own: twenty chosen at once never hold up a tap.
 */
async function addInTurn(images: readonly File[], add: (image: File) => Promise<unknown>): Promise<void> {
  const outcomes: Promise<{ failed: unknown } | undefined>[] = [];
  for (const [index, image] of images.entries()) {
    if (index > 0) await nextTask();
    outcomes.push(
      add(image).then(
        () => undefined,
        (error: unknown) => ({ failed: error }),
      ),
    );
  }
  const failure = (await Promise.all(outcomes)).find((outcome) => outcome !== undefined);
  if (failure) throw failure.failed;
}

/** Resolves in a later task, once the page has had its turn (input, rendering). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

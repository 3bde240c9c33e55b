import { useParams } from '@tanstack/react-router';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { PhotoMark } from '../../rules/index.ts';
import { useEngineHandle } from '../engine/EngineProvider.tsx';
import { ImageZoom } from './ImageZoom.tsx';
import type { FieldPhoto } from './PhotoField.tsx';

// The editor's code comes when a photo is opened (fetched while the inspector looks at it), not with every screen that
// has a photo field, and not on MARK UP's tap, where it would hold the editor back.
const loadEditor = () => import('./PhotoMarkupEditor.tsx');
const PhotoMarkupEditor = lazy(loadEditor);

/**
 * One photo opened from its grid: the zoom, with the kept original beside a marked-up photo (issue 54: either
 * version, large), and the markup editor from it while the inspection is open.
 */
export function PhotoViewer(props: {
  photo: FieldPhoto;
  url: string;
  alt: string;
  readOnly: boolean;
  onClose: () => void;
  onDelete: () => void;
  /** Shown under the photo: its caption and when and where it was taken. */
  children?: ReactNode;
}) {
  const { engine } = useEngineHandle();
  const { externalId } = useParams({ strict: false });
  const [editing, setEditing] = useState(false);
  const [original, setOriginal] = useState<string | undefined>();
  const ref =
    externalId === undefined
      ? undefined
      : { inspectionExternalId: externalId, observationExternalId: props.photo.observationExternalId };
  const photoKey = `${ref?.inspectionExternalId ?? ''}/${props.photo.observationExternalId}/${props.photo.fileName ?? ''}`;

  useEffect(() => {
    if (!props.readOnly) loadEditor().catch(() => undefined);
  }, [props.readOnly]);

  useEffect(() => {
    if (!ref) return;
    let url: string | undefined;
    let live = true;
    // No original (never marked up), or one this device cannot fetch now (offline): the zoom shows the photo alone.
    engine
      .photoOriginal(ref)
      .then((kept) => (kept ? engine.getPhoto(kept.fileName, kept.observationExternalId) : undefined))
      .then((blob) => {
        if (!live || !blob) return;
        url = URL.createObjectURL(blob);
        setOriginal(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
      setOriginal(undefined);
    };
    // The photo's identity is its key: `ref` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, photoKey]);

  if (editing && ref)
    return (
      <Suspense fallback={null}>
        <PhotoMarkupEditor
          photoUrl={props.url}
          alt={props.alt}
          canRestore={original !== undefined}
          onSave={(marks: readonly PhotoMark[]) => engine.markUpPhoto({ ...ref, marks })}
          onRestore={() => engine.restoreOriginalPhoto(ref)}
          onClose={props.onClose}
        />
      </Suspense>
    );
  return (
    <ImageZoom
      url={props.url}
      alt={props.alt}
      onClose={props.onClose}
      {...(original ? { originalUrl: original } : {})}
      {...(props.readOnly || !ref
        ? {}
        : { onDelete: props.onDelete, onMarkUp: () => startTransition(() => setEditing(true)) })}
    >
      {props.children}
    </ImageZoom>
  );
}

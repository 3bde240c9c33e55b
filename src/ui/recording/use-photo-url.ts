import { defineMessages } from 'react-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEngineHandle } from '../engine/EngineProvider.tsx';

/** Why a photo cannot be shown: its message is written in the inspector's language (photoErrors). */
export type PhotoFailure = 'fetching' | 'notFound';

export type PhotoUrl =
  { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; failure: PhotoFailure };

/** recording spec §8's words for a photo that cannot be shown. */
export const photoErrors = defineMessages({
  fetching: { id: 'rec.photo.error.fetching', defaultMessage: 'Error fetching image' },
  notFound: { id: 'rec.photo.error.notFound', defaultMessage: 'Observation not found' },
  displaying: { id: 'rec.photo.error.displaying', defaultMessage: 'Error displaying image' },
});

/**
 * recording spec §8 and RECORDING.md: a photo's thumbnail is shown from the local files through an object URL (the
 * small image the worker made, never the camera's picture); no observation is "Observation not found", a file that
 * cannot be read "Error fetching image".
 */
export function usePhotoThumbnailUrl(
  fileName: string | null | undefined,
  observationExternalId: string | undefined,
): PhotoUrl {
  const { engine } = useEngineHandle();
  const key = `${observationExternalId ?? ''}/${fileName ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; result: PhotoUrl } | undefined>();
  useEffect(() => {
    if (!fileName || !observationExternalId) return;
    let url: string | undefined;
    let live = true;
    engine.getPhotoThumbnail(fileName, observationExternalId).then(
      (blob) => {
        if (!live) return;
        if (!blob) return setLoaded({ key, result: { kind: 'failed', failure: 'fetching' } });
        url = URL.createObjectURL(blob);
        setLoaded({ key, result: { kind: 'ready', url } });
      },
      () => {
        if (live) setLoaded({ key, result: { kind: 'failed', failure: 'fetching' } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [engine, key, fileName, observationExternalId]);
  if (!fileName || !observationExternalId) return { kind: 'failed', failure: 'notFound' };
  return loaded?.key === key ? loaded.result : { kind: 'loading' };
}

/**
 * The whole photo, for the zoom: read when asked (a tap on its thumbnail), through an object URL that lives until the
 * next one is asked for or the component goes.
 */
export function useFullPhotoUrl(
  fileName: string | null | undefined,
  observationExternalId: string | undefined,
): () => Promise<string> {
  const { engine } = useEngineHandle();
  const current = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = undefined;
    },
    [],
  );
  return useCallback(async () => {
    if (!fileName || !observationExternalId) throw new Error('Observation not found');
    const blob = await engine.getPhoto(fileName, observationExternalId);
    if (!blob) throw new Error('Error fetching image');
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = URL.createObjectURL(blob);
    return current.current;
  }, [engine, fileName, observationExternalId]);
}

/** A photo field is open: the worker gets photo compression ready, so the first photo is as quick as the next. */
export function usePhotoCompressionReady(): void {
  const { engine } = useEngineHandle();
  useEffect(() => {
    // A failed warm-up changes nothing: the first photo then loads compression itself.
    engine.preparePhotos().catch(() => undefined);
  }, [engine]);
}

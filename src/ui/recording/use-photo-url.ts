import { useEffect, useState } from 'react';
import { useEngineHandle } from '../engine/EngineProvider.tsx';

export type PhotoUrl =
  { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; message: string };

/**
 * recording spec §8 and RECORDING.md: a photo is shown from the local file through an object URL; no observation
 * is "Observation not found", a file that cannot be read "Error fetching image".
 */
export function usePhotoUrl(
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
    engine.getPhoto(fileName, observationExternalId).then(
      (blob) => {
        if (!live) return;
        if (!blob) return setLoaded({ key, result: { kind: 'failed', message: 'Error fetching image' } });
        url = URL.createObjectURL(blob);
        setLoaded({ key, result: { kind: 'ready', url } });
      },
      () => {
        if (live) setLoaded({ key, result: { kind: 'failed', message: 'Error fetching image' } });
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [engine, key, fileName, observationExternalId]);
  if (!fileName || !observationExternalId) return { kind: 'failed', message: 'Observation not found' };
  return loaded?.key === key ? loaded.result : { kind: 'loading' };
}

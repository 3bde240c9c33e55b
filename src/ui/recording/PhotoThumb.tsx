import { useState } from 'react';
import { usePhotoUrl } from './use-photo-url.ts';
import { WarningIcon } from './WarningIcon.tsx';

/** One photo of a grid: the local file, or the warning icon with why it cannot be shown (spec §8). */
export function PhotoThumb(props: {
  fileName: string | null;
  observationExternalId: string;
  alt: string;
  onOpen: (url: string) => void;
}) {
  const photo = usePhotoUrl(props.fileName, props.observationExternalId);
  const [broken, setBroken] = useState(false);
  if (photo.kind === 'loading')
    return <span className="photo-thumb loading" aria-label="Loading photo" role="img" />;
  if (photo.kind === 'failed') return <WarningIcon message={photo.message} />;
  if (broken) return <WarningIcon message="Error displaying image" />;
  return (
    <button
      type="button"
      className="photo-thumb"
      onClick={() => props.onOpen(photo.url)}
      aria-label={`Open ${props.alt}`}
    >
      <img src={photo.url} alt={props.alt} onError={() => setBroken(true)} />
    </button>
  );
}

import { useState } from 'react';
import { useFullPhotoUrl, usePhotoThumbnailUrl } from './use-photo-url.ts';
import { WarningIcon } from './WarningIcon.tsx';

/**
 * One photo of a grid: its thumbnail from the local files, or the warning icon with why it cannot be shown (spec §8).
 * A tap opens the whole photo.
 */
export function PhotoThumb(props: {
  fileName: string | null;
  observationExternalId: string;
  alt: string;
  onOpen: (url: string) => void;
}) {
  const thumbnail = usePhotoThumbnailUrl(props.fileName, props.observationExternalId);
  const full = useFullPhotoUrl(props.fileName, props.observationExternalId);
  const [broken, setBroken] = useState<string | undefined>();
  if (thumbnail.kind === 'loading')
    return <span className="photo-thumb loading" aria-label="Loading photo" role="img" />;
  if (thumbnail.kind === 'failed') return <WarningIcon message={thumbnail.message} />;
  if (broken) return <WarningIcon message={broken} />;
  return (
    <button
      type="button"
      className="photo-thumb"
      onClick={() => full().then(props.onOpen, () => setBroken('Error fetching image'))}
      aria-label={`Open ${props.alt}`}
    >
      <img src={thumbnail.url} alt={props.alt} onError={() => setBroken('Error displaying image')} />
    </button>
  );
}

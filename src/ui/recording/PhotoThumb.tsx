import { memo, useState } from 'react';
import { useFullPhotoUrl, usePhotoThumbnailUrl } from './use-photo-url.ts';
import { WarningIcon } from './WarningIcon.tsx';

interface PhotoThumbProps {
  fileName: string | null;
  observationExternalId: string;
  alt: string;
  /** Opens the zoom on this photo (a new function at each render of the grid, always for the same photo). */
  onOpen: (url: string) => void;
}

/**
 * One photo of a grid: its thumbnail from the local files, or the warning icon with why it cannot be shown (spec §8).
 * A tap opens the whole photo. A thumbnail renders again only when its photo changes: photos chosen together come in
 * one by one, and each used to render every thumbnail of the grid again.
 */
export const PhotoThumb = memo(
  PhotoThumbView,
  (before, after) =>
    before.fileName === after.fileName &&
    before.observationExternalId === after.observationExternalId &&
    before.alt === after.alt,
);

function PhotoThumbView(props: PhotoThumbProps) {
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

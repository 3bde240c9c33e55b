import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { memo, useState } from 'react';
import { photoErrors, useFullPhotoUrl, usePhotoThumbnailUrl } from './use-photo-url.ts';
import { WarningIcon } from './WarningIcon.tsx';

const words = defineMessages({
  loading: { id: 'rec.photo.loading', defaultMessage: 'Loading photo' },
});
const openPhoto = defineMessage<{ alt: string }>({ id: 'rec.photo.open', defaultMessage: 'Open {alt}' });

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
  const intl = useIntl();
  const [broken, setBroken] = useState<string | undefined>();
  if (thumbnail.kind === 'loading')
    return <span className="photo-thumb loading" aria-label={intl.formatMessage(words.loading)} role="img" />;
  if (thumbnail.kind === 'failed')
    return <WarningIcon message={intl.formatMessage(photoErrors[thumbnail.failure])} />;
  if (broken) return <WarningIcon message={broken} />;
  return (
    <button
      type="button"
      className="photo-thumb"
      onClick={() => full().then(props.onOpen, () => setBroken(intl.formatMessage(photoErrors.fetching)))}
      aria-label={intl.formatMessage(openPhoto, { alt: props.alt })}
    >
      <img
        src={thumbnail.url}
        alt={props.alt}
        onError={() => setBroken(intl.formatMessage(photoErrors.displaying))}
      />
    </button>
  );
}

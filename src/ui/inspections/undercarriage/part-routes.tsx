import { useMatch } from '@tanstack/react-router';
import { PhotosCommentsScreen } from './PhotosCommentsScreen.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';
import { WornLengthScreen } from './WornLengthScreen.tsx';

// The route components of the undercarriage part screens whose item comes from the address (recording spec §2).

export function SideFrameRoute() {
  return <PhotosCommentsScreen route="side-frame" />;
}

/** idler/{side}: front or rear, anything else page not found. */
export function IdlerRoute() {
  const { params } = useUndercarriageScreen();
  return <PhotosCommentsScreen route={`idler/${params.side ?? ''}`} />;
}

/** {partCategory}/engagement: the drive tumbler's engagement. */
export function EngagementRoute() {
  const { params } = useUndercarriageScreen();
  return <PhotosCommentsScreen route={`${params.partCategory ?? ''}/engagement`} />;
}

/**
 * {partCategory}/roller-path and {partCategory}/drive-lug: one route component for both routes, so a measuring run
 * going from one worn length screen to the next (the tumbler's roller path to its drive lug) keeps the screen and
 * re-renders what differs, instead of unmounting it and mounting another (decision 0089).
 */
export function WornLengthRoute() {
  const screen = useMatch({
    strict: false,
    select: (match) =>
      match.routeId === '/_shell/inspections/$externalId/undercarriage/$sideName/$partCategory/drive-lug'
        ? 'drive-lug'
        : 'roller-path',
  });
  return <WornLengthScreen screen={screen} />;
}

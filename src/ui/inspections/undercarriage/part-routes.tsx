import { useMatch } from '@tanstack/react-router';
import { PhotosCommentsScreen } from './PhotosCommentsScreen.tsx';
import { useUndercarriageScreen } from './use-undercarriage-screen.ts';
import { WornLengthScreen, type WornLengthKind } from './WornLengthScreen.tsx';

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

const PART = '/_shell/inspections/$externalId/undercarriage/$sideName/$partCategory';

/**
 * {partCategory}/pitch-extension, roller-path and drive-lug: one route component for the three routes, so a measuring
 * run going from one worn length screen to the next (the pitch extension to the shoes' roller path, the tumbler's
 * roller path to its drive lug) keeps the screen and re-renders what differs, instead of unmounting it and mounting
 * another (decisions 0089, 0092).
 */
export function WornLengthRoute() {
  const screen = useMatch({
    strict: false,
    select: (match): WornLengthKind =>
      match.routeId === `${PART}/drive-lug`
        ? 'drive-lug'
        : match.routeId === `${PART}/pitch-extension`
          ? 'pitch-extension'
          : 'roller-path',
  });
  return <WornLengthScreen screen={screen} />;
}

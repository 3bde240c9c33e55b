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

export function RollerPathRoute() {
  return <WornLengthScreen screen="roller-path" />;
}

export function DriveLugRoute() {
  return <WornLengthScreen screen="drive-lug" />;
}

import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';

// The names the code itself declares for an inspection's parts (src/rules: sides, undercarriage sections and items,
// bucket parts and plates), as the spec writes them: they are identifiers and stored paths too, so they stay English
// in the data and are written in the inspector's language only at display (decision 0065). A name not listed here
// (catalogue data from the server, a machine's own name) shows as it comes, never as a key.
const NAMES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'Left Side': { id: 'rec.part.LeftSide', defaultMessage: 'Left Side' },
  'Right Side': { id: 'rec.part.RightSide', defaultMessage: 'Right Side' },
  Left: { id: 'rec.part.Left', defaultMessage: 'Left' },
  Right: { id: 'rec.part.Right', defaultMessage: 'Right' },
  Undercarriage: { id: 'rec.part.Undercarriage', defaultMessage: 'Undercarriage' },
  Photos: { id: 'rec.part.Photos', defaultMessage: 'Photos' },
  Shoes: { id: 'rec.part.Shoes', defaultMessage: 'Shoes' },
  'Drive Tumbler': { id: 'rec.part.DriveTumbler', defaultMessage: 'Drive Tumbler' },
  Idler: { id: 'rec.part.Idler', defaultMessage: 'Idler' },
  'Roller Assemblies': { id: 'rec.part.RollerAssemblies', defaultMessage: 'Roller Assemblies' },
  Slider: { id: 'rec.part.Slider', defaultMessage: 'Slider' },
  'Side Frame': { id: 'rec.part.SideFrame', defaultMessage: 'Side Frame' },
  'Pitch Extension': { id: 'rec.part.PitchExtension', defaultMessage: 'Pitch Extension' },
  'Roller Path': { id: 'rec.part.RollerPath', defaultMessage: 'Roller Path' },
  'Drive Lug': { id: 'rec.part.DriveLug', defaultMessage: 'Drive Lug' },
  Engagement: { id: 'rec.part.Engagement', defaultMessage: 'Engagement' },
  Front: { id: 'rec.part.Front', defaultMessage: 'Front' },
  Rear: { id: 'rec.part.Rear', defaultMessage: 'Rear' },
  'Front Idler': { id: 'rec.part.FrontIdler', defaultMessage: 'Front Idler' },
  'Rear Idler': { id: 'rec.part.RearIdler', defaultMessage: 'Rear Idler' },
  'Rear idler': { id: 'rec.part.RearIdlerAssembly', defaultMessage: 'Rear idler' },
  'Load Rollers': { id: 'rec.part.LoadRollers', defaultMessage: 'Load Rollers' },
  'Return Rollers': { id: 'rec.part.ReturnRollers', defaultMessage: 'Return Rollers' },
  'Shoes Roller Path': { id: 'rec.part.ShoesRollerPath', defaultMessage: 'Shoes Roller Path' },
  'Shoes Drive Lug': { id: 'rec.part.ShoesDriveLug', defaultMessage: 'Shoes Drive Lug' },
  'Drive Tumbler Roller Path': {
    id: 'rec.part.TumblerRollerPath',
    defaultMessage: 'Drive Tumbler Roller Path',
  },
  'Drive Tumbler Drive Lug': { id: 'rec.part.TumblerDriveLug', defaultMessage: 'Drive Tumbler Drive Lug' },
  Teeth: { id: 'rec.part.Teeth', defaultMessage: 'Teeth' },
  Adapters: { id: 'rec.part.Adapters', defaultMessage: 'Adapters' },
  'Lip Shrouds': { id: 'rec.part.LipShrouds', defaultMessage: 'Lip Shrouds' },
  'Wing Shrouds': { id: 'rec.part.WingShrouds', defaultMessage: 'Wing Shrouds' },
  'Side Protectors': { id: 'rec.part.SideProtectors', defaultMessage: 'Side Protectors' },
  Lip: { id: 'rec.part.Lip', defaultMessage: 'Lip' },
  Floor: { id: 'rec.part.Floor', defaultMessage: 'Floor' },
  Wrapper: { id: 'rec.part.Wrapper', defaultMessage: 'Wrapper' },
  'Left Cheek': { id: 'rec.part.LeftCheek', defaultMessage: 'Left Cheek' },
  'Right Cheek': { id: 'rec.part.RightCheek', defaultMessage: 'Right Cheek' },
  Inner: { id: 'rec.part.Inner', defaultMessage: 'Inner' },
  Outer: { id: 'rec.part.Outer', defaultMessage: 'Outer' },
});

/** Writes a code-declared part name in the inspector's language; any other name as it comes. */
export function useDomainWords(): (name: string) => string {
  const intl = useIntl();
  return useCallback(
    (name: string) => {
      const message = Object.hasOwn(NAMES, name) ? NAMES[name] : undefined;
      return message === undefined ? name : intl.formatMessage(message);
    },
    [intl],
  );
}

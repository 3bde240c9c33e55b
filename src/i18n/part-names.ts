// The names of the sections, parts and places the code itself declares (src/rules catalogue and menus: "Left Side",
// "Load Rollers", "Position 2", "Wear Plates — Lip — Inner"), in the inspector's language (issue 52, decision 0065).
// Only display text is translated: the English name stays the key in the data and in every rule. A name the app does
// not declare (a catalogue label from the server, a customer's bucket name) is shown as it comes.
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { MessageDescriptor } from '@formatjs/intl';
import { catalogueNames } from './catalogue-names.ts';
import { SOURCE_LANGUAGE } from './languages.ts';

/** What these names need of a translator: the UI's react-intl one and the worker's FormatJS one both serve. */
export interface Words {
  readonly locale: string;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, string | number>): string;
}

const names = defineMessages({
  leftSide: { id: 'part.leftSide', defaultMessage: 'Left Side' },
  left: { id: 'part.left', defaultMessage: 'Left' },
  right: { id: 'part.right', defaultMessage: 'Right' },
  undercarriage: { id: 'part.undercarriage', defaultMessage: 'Undercarriage' },
  rear: { id: 'part.rear', defaultMessage: 'Rear' },
  rightSide: { id: 'part.rightSide', defaultMessage: 'Right Side' },
  inspection: { id: 'part.inspection', defaultMessage: 'Inspection' },
  lockOn: { id: 'part.lockOn', defaultMessage: 'Lock On' },
  lockOff: { id: 'part.lockOff', defaultMessage: 'Lock Off' },
  machinePhoto: { id: 'part.machinePhoto', defaultMessage: 'Machine Photo' },
  operation: { id: 'part.operation', defaultMessage: 'Operation' },
  inspectionSummary: { id: 'part.inspectionSummary', defaultMessage: 'Inspection Summary' },
  executiveSummary: { id: 'part.executiveSummary', defaultMessage: 'Executive Summary' },
  sideFrame: { id: 'part.sideFrame', defaultMessage: 'Side Frame' },
  shoes: { id: 'part.shoes', defaultMessage: 'Shoes' },
  pitchExtension: { id: 'part.pitchExtension', defaultMessage: 'Pitch Extension' },
  rollerPath: { id: 'part.rollerPath', defaultMessage: 'Roller Path' },
  driveLug: { id: 'part.driveLug', defaultMessage: 'Drive Lug' },
  driveTumbler: { id: 'part.driveTumbler', defaultMessage: 'Drive Tumbler' },
  engagement: { id: 'part.engagement', defaultMessage: 'Engagement' },
  idler: { id: 'part.idler', defaultMessage: 'Idler' },
  front: { id: 'part.front', defaultMessage: 'Front' },
  frontIdler: { id: 'part.frontIdler', defaultMessage: 'Front Idler' },
  rearIdler: { id: 'part.rearIdler', defaultMessage: 'Rear idler' },
  rollerAssemblies: { id: 'part.rollerAssemblies', defaultMessage: 'Roller Assemblies' },
  loadRollers: { id: 'part.loadRollers', defaultMessage: 'Load Rollers' },
  returnRollers: { id: 'part.returnRollers', defaultMessage: 'Return Rollers' },
  slider: { id: 'part.slider', defaultMessage: 'Slider' },
  sliders: { id: 'part.sliders', defaultMessage: 'Sliders' },
  bucket: { id: 'part.bucket', defaultMessage: 'Bucket' },
  specifications: { id: 'part.specifications', defaultMessage: 'Specifications' },
  groundEngagingTools: { id: 'part.groundEngagingTools', defaultMessage: 'Ground Engaging Tools' },
  teeth: { id: 'part.teeth', defaultMessage: 'Teeth' },
  adapters: { id: 'part.adapters', defaultMessage: 'Adapters' },
  lipShrouds: { id: 'part.lipShrouds', defaultMessage: 'Lip Shrouds' },
  wingShrouds: { id: 'part.wingShrouds', defaultMessage: 'Wing Shrouds' },
  sideProtectors: { id: 'part.sideProtectors', defaultMessage: 'Side Protectors' },
  heelShrouds: { id: 'part.heelShrouds', defaultMessage: 'Heel Shrouds' },
  wearKit: { id: 'part.wearKit', defaultMessage: 'Wear Kit' },
  wearPlates: { id: 'part.wearPlates', defaultMessage: 'Wear Plates' },
  lip: { id: 'part.lip', defaultMessage: 'Lip' },
  floor: { id: 'part.floor', defaultMessage: 'Floor' },
  wrapper: { id: 'part.wrapper', defaultMessage: 'Wrapper' },
  leftCheek: { id: 'part.leftCheek', defaultMessage: 'Left Cheek' },
  rightCheek: { id: 'part.rightCheek', defaultMessage: 'Right Cheek' },
  inner: { id: 'part.inner', defaultMessage: 'Inner' },
  outer: { id: 'part.outer', defaultMessage: 'Outer' },
  bucketSummary: { id: 'part.bucketSummary', defaultMessage: 'Bucket Summary' },
  photos: { id: 'part.photos', defaultMessage: 'Photos' },
  comments: { id: 'part.comments', defaultMessage: 'Comments' },
  pitchGauge: { id: 'part.pitchGauge', defaultMessage: 'Pitch gauge' },
  tapeMeasure: { id: 'part.tapeMeasure', defaultMessage: 'Tape measure' },
});

const position = defineMessage<{ position: string }>({
  id: 'part.position',
  defaultMessage: 'Position {position}',
});

// Looked up in any case and spacing: the spec's "PINS" heads the group its signs call "Pins", and reference rows
// are written "AllTypes" or "All Types".
const keyOf = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const BY_ENGLISH = new Map(
  [...Object.values(names), ...Object.values(catalogueNames)].map((m) => [keyOf(m.defaultMessage), m]),
);

// A menu names an item by its group and label run together ("Shoes Pitch Extension", "Drive Tumbler Engagement").
const GROUPS = ['Shoes', 'Drive Tumbler', 'Roller Assemblies', 'Idler'];

/**
 * A declared name in the translator's language: a whole name, "Position 7", a path joined by " — " or " · ", or a
 * menu's "group label", each part looked up; in a catalogue part's name, its part type ("EX5600 TRACK SHOE 1400 MM"
 * → "EX5600 ZAPATA 1400 MM"); anything else (server data) unchanged. English is returned as given.
 */
export function partNameIn(t: Words, text: string): string {
  if (t.locale === SOURCE_LANGUAGE) return text;
  return translated(t, text);
}

function translated(t: Words, text: string): string {
  const own = BY_ENGLISH.get(keyOf(text));
  if (own) return shouted(text) ? t.formatMessage(own).toLocaleUpperCase(t.locale) : t.formatMessage(own);
  const at = /^Position (\d+)$/.exec(text);
  if (at) return t.formatMessage(position, { position: at[1] ?? '' });
  for (const joint of [' — ', ' · '])
    if (text.includes(joint))
      return text
        .split(joint)
        .map((p) => translated(t, p))
        .join(joint);
  const group = GROUPS.find((g) => text.startsWith(`${g} `));
  if (group) return `${translated(t, group)} — ${translated(t, text.slice(group.length + 1))}`;
  // A grouped wear indicator's sign: "Pins: Broken".
  const sign = /^([^:]+): (.+)$/.exec(text);
  if (sign?.[1] && sign[2] && BY_ENGLISH.has(keyOf(sign[1])))
    return `${translated(t, sign[1])}: ${translated(t, sign[2])}`;
  return text.replace(PART_TYPE_IN_NAME, (type) => {
    const own = BY_ENGLISH.get(keyOf(type));
    if (!own) return type;
    const said = t.formatMessage(own);
    return shouted(type) ? said.toLocaleUpperCase(t.locale) : said;
  });
}

// The seed's part types (src/server/seed/part-types.ts), as a catalogue part's name carries them between its model,
// fitment and size ("EX5600 Track Shoe 1400 mm", "ESCO Ultralok 5-tooth Lip Shroud"): only these words are translated
// inside a name, each standing alone between spaces ("5-tooth" is the fitment's), the longest first.
const PART_TYPES = [
  catalogueNames.trackShoe,
  names.driveTumbler,
  names.frontIdler,
  names.rearIdler,
  catalogueNames.loadRoller,
  catalogueNames.returnRoller,
  names.slider,
  names.sideFrame,
  catalogueNames.tooth,
  catalogueNames.lipShroud,
  catalogueNames.wingShroud,
  catalogueNames.wearPlateHeavy,
  catalogueNames.wearPlate,
  catalogueNames.heelShroud,
];
const PART_TYPE_IN_NAME = new RegExp(
  `(?<=^|\\s)(${PART_TYPES.map((m) => m.defaultMessage)
    .sort((a, b) => b.length - a.length)
    .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')})(?=$|\\s)`,
  'gi',
);

/** A heading the spec writes in capitals ("PIN LUGS") keeps them in the language. */
const shouted = (text: string) => /[A-Z]{2}/.test(text) && text === text.toUpperCase();

const shoes = defineMessage<{ label: string; count: number }>({
  id: 'part.signShoes',
  defaultMessage: '{label} ({count, plural, one {# shoe} other {# shoes}})',
});

/** A sign as seen ("Walking (3 shoes)"): its catalogue label in the language, the count in the language's plural. */
export function signIn(t: Words, label: string, count: number | null): string {
  const said = partNameIn(t, label);
  if (count === null) return said;
  return t.formatMessage(shoes, { label: said, count });
}

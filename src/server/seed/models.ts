// The machine models and GET fitments of the seed fleet: real model names of electric rope shovels (ERS) and
// hydraulic excavators (HEX), each with the menu flags of recording spec §3 and the roller layout of its
// undercarriage, and 5-tooth GET fitments with their 19 positions.

export interface ModelSpec {
  id: number;
  manufacturer: string;
  type: 'ERS' | 'HEX';
  name: string;
  description: string;
  bushedShoesAvailable: boolean;
  hasTumblerRollPathMeasurement: boolean;
  showFrontIdlerConditionMenu: boolean;
  showLoadRollerConditionMenu: boolean;
  showRearIdlerConditionMenu: boolean;
  showReturnRollerConditionMenu: boolean;
  showSliderConditionMenu: boolean;
  shoesPerSide: number;
  /** Track pitch of a new shoe (mm) and the shoe width in the part name. */
  pitch: number;
  shoeWidth: number;
  /** Rollers per side: load + return + sliders is always 9 (so every side has 14 parts). */
  rollers: { load: number; return: number; slider: number };
}

const hex = (
  id: number,
  manufacturer: string,
  name: string,
  pitch: number,
  shoeWidth: number,
  slider: boolean,
): ModelSpec => ({
  id,
  manufacturer,
  type: 'HEX',
  name,
  description: `${manufacturer} ${name} hydraulic excavator`,
  bushedShoesAvailable: id % 2 === 0,
  hasTumblerRollPathMeasurement: false,
  showFrontIdlerConditionMenu: true,
  showLoadRollerConditionMenu: true,
  showRearIdlerConditionMenu: false,
  showReturnRollerConditionMenu: true,
  showSliderConditionMenu: slider,
  shoesPerSide: 5,
  pitch,
  shoeWidth,
  rollers: slider ? { load: 6, return: 2, slider: 1 } : { load: 7, return: 2, slider: 0 },
});

const ers = (
  id: number,
  manufacturer: string,
  name: string,
  pitch: number,
  shoeWidth: number,
  returnRoller: boolean,
): ModelSpec => ({
  id,
  manufacturer,
  type: 'ERS',
  name,
  description: `${manufacturer} ${name} electric rope shovel`,
  bushedShoesAvailable: false,
  hasTumblerRollPathMeasurement: true,
  showFrontIdlerConditionMenu: true,
  showLoadRollerConditionMenu: true,
  showRearIdlerConditionMenu: true,
  showReturnRollerConditionMenu: returnRoller,
  showSliderConditionMenu: !returnRoller,
  shoesPerSide: 7,
  pitch,
  shoeWidth,
  rollers: returnRoller ? { load: 8, return: 1, slider: 0 } : { load: 8, return: 0, slider: 1 },
});

export const ASSET_MANUFACTURERS = [
  'Komatsu',
  'Caterpillar',
  'Hitachi',
  'Liebherr',
  'P&H',
  'Bucyrus',
] as const;

export const MODELS: readonly ModelSpec[] = [
  hex(1, 'Komatsu', 'PC5500', 355, 1400, false),
  hex(2, 'Komatsu', 'PC8000', 420, 1600, false),
  hex(3, 'Caterpillar', '6060', 400, 1500, true),
  hex(4, 'Hitachi', 'EX5600', 360, 1400, false),
  hex(5, 'Liebherr', 'R 9800', 430, 1650, true),
  ers(6, 'P&H', '4100XPC', 510, 2000, false),
  ers(7, 'Bucyrus', '495HR', 500, 1980, false),
  ers(8, 'Caterpillar', '7495', 505, 2000, true),
];

export const PART_MANUFACTURERS = [
  'ESCO',
  'Hensley',
  'Komatsu Genuine',
  'CAT Genuine',
  'ITR',
  'Berco',
  'Bradken',
];

export interface FitmentSpec {
  id: number;
  name: string;
  manufacturer: string;
}

export const FITMENTS: readonly FitmentSpec[] = [
  { id: 1, name: 'ESCO Ultralok 5-tooth', manufacturer: 'ESCO' },
  { id: 2, name: 'ESCO Nemisys 5-tooth', manufacturer: 'ESCO' },
  { id: 3, name: 'Hensley XS 5-tooth', manufacturer: 'Hensley' },
  { id: 4, name: 'CAT Advansys 5-tooth', manufacturer: 'CAT Genuine' },
  { id: 5, name: 'Bradken Helix 5-tooth', manufacturer: 'Bradken' },
];

/** One position of a fitment: the part role, its position and locations. 19 per fitment. */
export interface FitmentPosition {
  role: 'tooth' | 'lipShroud' | 'wingShroud' | 'wearPlateThin' | 'wearPlateThick' | 'heelShroud';
  group: string;
  position: number;
  location: 'Left' | 'Right' | 'Floor' | 'Wrapper' | 'Left Cheek' | 'Right Cheek' | null;
  secondaryLocation: 'Inner' | 'Outer' | null;
}

export const FITMENT_POSITIONS: readonly FitmentPosition[] = [
  ...[1, 2, 3, 4, 5].map((position) => ({
    role: 'tooth' as const,
    group: 'Teeth',
    position,
    location: null,
    secondaryLocation: null,
  })),
  ...[1, 2, 3, 4].map((position) => ({
    role: 'lipShroud' as const,
    group: 'Lip Shrouds',
    position,
    location: null,
    secondaryLocation: null,
  })),
  ...(['Left', 'Right'] as const).map((location) => ({
    role: 'wingShroud' as const,
    group: 'Wing Shrouds',
    position: 1,
    location,
    secondaryLocation: null,
  })),
  ...(
    [
      ['Floor', 'Inner'],
      ['Floor', 'Outer'],
      ['Wrapper', 'Inner'],
      ['Wrapper', 'Outer'],
      ['Left Cheek', 'Outer'],
      ['Right Cheek', 'Outer'],
    ] as const
  ).map(([location, secondaryLocation], i) => ({
    role: location === 'Floor' ? ('wearPlateThick' as const) : ('wearPlateThin' as const),
    group: 'Wear Plates',
    position: i + 1,
    location,
    secondaryLocation,
  })),
  ...(['Left', 'Right'] as const).map((location) => ({
    role: 'heelShroud' as const,
    group: 'Heel Shrouds',
    position: 1,
    location,
    secondaryLocation: null,
  })),
];

// The sizes a tag sheet is made in (issue 55 item 3): a label printer's one label a page, or a sheet of label stock
// for an office printer. Millimetres; the sheets follow stock sold for them (Avery 3474 on A4, Avery 5163 on Letter).

export interface LabelSize {
  readonly id: LabelSizeId;
  /** What the inspector picks. */
  readonly label: string;
  readonly pageWidthMm: number;
  readonly pageHeightMm: number;
  readonly columns: number;
  readonly rows: number;
  /** The first label's top-left corner, and the step from one label to the next. */
  readonly marginLeftMm: number;
  readonly marginTopMm: number;
  readonly labelWidthMm: number;
  readonly labelHeightMm: number;
}

export type LabelSizeId = 'label-50x30' | 'roll-62' | 'a4-3x8' | 'letter-2x5';

export const LABEL_SIZES: readonly LabelSize[] = [
  {
    id: 'label-50x30',
    label: 'Label printer, 50 × 30 mm (one a page)',
    pageWidthMm: 50,
    pageHeightMm: 30,
    columns: 1,
    rows: 1,
    marginLeftMm: 0,
    marginTopMm: 0,
    labelWidthMm: 50,
    labelHeightMm: 30,
  },
  {
    id: 'roll-62',
    label: 'Label printer, 62 mm roll, 62 × 50 mm (one a page)',
    pageWidthMm: 62,
    pageHeightMm: 50,
    columns: 1,
    rows: 1,
    marginLeftMm: 0,
    marginTopMm: 0,
    labelWidthMm: 62,
    labelHeightMm: 50,
  },
  {
    id: 'a4-3x8',
    label: 'A4 sheet, 24 labels of 70 × 37 mm',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 8,
    marginLeftMm: 0,
    marginTopMm: 0.5,
    labelWidthMm: 70,
    labelHeightMm: 37,
  },
  {
    id: 'letter-2x5',
    label: 'Letter sheet, 10 labels of 4 × 2 in',
    pageWidthMm: 215.9,
    pageHeightMm: 279.4,
    columns: 2,
    rows: 5,
    marginLeftMm: 3.97,
    marginTopMm: 12.7,
    labelWidthMm: 104.78,
    labelHeightMm: 50.8,
  },
];

export function labelSize(id: LabelSizeId): LabelSize {
  return LABEL_SIZES.find((size) => size.id === id) ?? (LABEL_SIZES[0] as LabelSize);
}

import type { TagToPrint } from '../../worker/contract.ts';
import type { LabelSizeId } from './label-sizes.ts';

/** What the Print tags screen asks of its worker, and what it hears back (progress every few tags, then the file). */
export interface TagSheetRequest {
  readonly tags: readonly TagToPrint[];
  readonly sizeId: LabelSizeId;
  /** The app's origin, which every tag URL starts with (the address a phone's own camera app opens). */
  readonly origin: string;
  readonly title: string;
}

export type TagSheetAnswer =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly parts: readonly Uint8Array<ArrayBuffer>[]; readonly pages: number }
  | { readonly kind: 'error'; readonly message: string };

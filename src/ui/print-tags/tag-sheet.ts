import type { TagToPrint } from '../../worker/contract.ts';
import { labelSize, type LabelSizeId } from './label-sizes.ts';
import { qrModules } from './tag-codes.ts';
import { TagPdf } from './tag-pdf.ts';

/** How often progress is told: often enough to move the bar on a slow tablet, seldom enough to cost nothing. */
const PROGRESS_EVERY = 25;

/** The sheet of `tags` as PDF parts: each tag's QR code of `origin` + its path, its name and serial under it. */
export async function makeTagSheet(
  tags: readonly TagToPrint[],
  sizeId: LabelSizeId,
  origin: string,
  title: string,
  progress: (done: number) => void = () => {},
): Promise<{ parts: Uint8Array<ArrayBuffer>[]; pages: number }> {
  const pdf = new TagPdf(labelSize(sizeId));
  for (const [i, tag] of tags.entries()) {
    pdf.add({ name: tag.name, serial: tag.serial, code: await qrModules(`${origin}${tag.path}`) });
    if ((i + 1) % PROGRESS_EVERY === 0) progress(i + 1);
  }
  const pages = pdf.pageCount;
  return { parts: pdf.finish(title), pages };
}

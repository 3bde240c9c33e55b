// Print tags' words (issue 52, decision 0065); the English is the screen's as it was. The labels themselves carry
// only names, serials and the tag URL: data, never translated.
import { defineMessage, defineMessages } from 'react-intl';
import type { LabelSizeId } from './label-sizes.ts';

export const tagWords = defineMessages({
  title: { id: 'printTags.title', defaultMessage: 'Print tags' },
  intro: {
    id: 'printTags.intro',
    defaultMessage:
      'A file of QR labels for a site’s machines and buckets. Print it, stick each label on its machine or bucket, and SCAN TAG (or the phone’s camera) opens it. Made on this device: no connection needed.',
  },
  loading: { id: 'printTags.loading', defaultMessage: 'Loading…' },
  gettingFleet: { id: 'printTags.gettingFleet', defaultMessage: 'Getting the fleet for this device…' },
  nothing: {
    id: 'printTags.nothing',
    defaultMessage: 'No machines or buckets on this device yet. Sync first, then print their tags.',
  },
  site: { id: 'printTags.site', defaultMessage: 'Site' },
  tagsFor: { id: 'printTags.tagsFor', defaultMessage: 'Tags for' },
  labelSize: { id: 'printTags.labelSize', defaultMessage: 'Label size' },
  tagsMade: { id: 'printTags.tagsMade', defaultMessage: 'Tags made' },
  stop: { id: 'printTags.stop', defaultMessage: 'STOP' },
  choose: { id: 'printTags.choose', defaultMessage: 'Choose machines or buckets (or both).' },
  saveAgain: { id: 'printTags.saveAgain', defaultMessage: 'SAVE AGAIN' },
});

export const sizeWords = defineMessages<LabelSizeId>({
  'label-50x30': {
    id: 'printTags.size.label50x30',
    defaultMessage: 'Label printer, 50 × 30 mm (one a page)',
  },
  'roll-62': {
    id: 'printTags.size.roll62',
    defaultMessage: 'Label printer, 62 mm roll, 62 × 50 mm (one a page)',
  },
  'a4-3x8': { id: 'printTags.size.a4', defaultMessage: 'A4 sheet, 24 labels of 70 × 37 mm' },
  'letter-2x5': { id: 'printTags.size.letter', defaultMessage: 'Letter sheet, 10 labels of 4 × 2 in' },
});

export const machinesText = defineMessage<{ n: number }>({
  id: 'printTags.machines',
  defaultMessage: 'Machines ({n, number})',
});
export const bucketsText = defineMessage<{ n: number }>({
  id: 'printTags.buckets',
  defaultMessage: 'Buckets ({n, number})',
});
export const makingText = defineMessage<{ done: number; total: number }>({
  id: 'printTags.making',
  defaultMessage: 'Making tags: {done, number} of {total, number}',
});
export const makeText = defineMessage<{ n: number }>({
  id: 'printTags.make',
  defaultMessage: 'MAKE {n, plural, one {# TAG} other {# TAGS}} (PDF)',
});
export const madeText = defineMessage<{ file: string; tags: number; pages: number }>({
  id: 'printTags.made',
  defaultMessage:
    '{file}: {tags, plural, one {# tag} other {# tags}} on {pages, plural, one {# page} other {# pages}}, saved to your downloads. Print it at actual size (100 %, no “fit to page”) so the labels line up.',
});
export const failedText = defineMessage<{ reason: string }>({
  id: 'printTags.failed',
  defaultMessage: 'The tags could not be made: {reason}',
});

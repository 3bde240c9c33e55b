import * as v from 'valibot';
import { LANGUAGES } from '../i18n/languages.ts';
import { BoundedText, INT4_MAX } from './wire.ts';

// POST /report/generate (recording spec §3 "Report request", §7): the report of one inspection as a file. entityId
// names the inspection: its externalId (the UUID the device made, known before any sync) or its server id.

export const REPORT_TYPES = ['UndercarriageInspection', 'BucketInspection'] as const;
export const EXPORT_FORMATS = ['Word'] as const;
export const DEFAULT_REPORT_FILE_NAME = 'report.docx';
export const REPORT_FAILED = 'Failed to get inspection report';

export const ReportRequestSchema = v.object({
  reportType: v.picklist(REPORT_TYPES),
  entityId: v.union([
    v.pipe(
      v.number(),
      v.integer('entityId must be the inspection externalId (UUID) or its id'),
      v.minValue(1, 'entityId must be an id of 1 or more'),
      v.maxValue(INT4_MAX, `entityId must be an id of at most ${INT4_MAX}`),
    ),
    v.pipe(v.string(), v.trim(), v.uuid('entityId must be the inspection externalId (UUID) or its id')),
  ]),
  // recording spec §9: default export format Word; one format or a list of them.
  exportFormats: v.optional(
    v.union([v.picklist(EXPORT_FORMATS), v.pipe(v.array(v.picklist(EXPORT_FORMATS)), v.minLength(1))]),
    'Word',
  ),
  responseType: v.optional(v.picklist(['File']), 'File'),
  generateReport: v.optional(v.boolean(), true),
  /**
   * The unit the report writes lengths in (decision 0053: the inspector's choice, sent by the client); without it, the
   * inspection's site's default unit (decision 0071), else mm.
   */
  lengthUnit: v.optional(v.picklist(['mm', 'in'], 'lengthUnit is mm or in')),
  /** The language the report is written in (decision 0065: the inspector's, sent by the client); English by default. */
  language: v.optional(v.picklist(LANGUAGES, 'language is en, es or pt-BR'), 'en'),
  /** The client's type discriminator; any value is accepted. */
  type: v.optional(BoundedText(200)),
});

export type ReportRequest = v.InferOutput<typeof ReportRequestSchema>;

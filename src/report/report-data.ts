// The Word report's input: a plain, serialisable object (structured-clone and JSON safe) with every fact already
// computed and every text already written, so the document builder only lays it out. The worker and the server both
// make it with `assembleReportData` (report-source.ts) from their own databases; equal sources give equal reports.
import type { ConditionGroup } from '../rules/condition-results.ts';

import type { REPORT_TYPES } from '../api/report.ts';

export type ReportType = (typeof REPORT_TYPES)[number];

/** An action status as the panel shows it: its name, a readable label, its colour and the text colour on it. */
export interface ReportAction {
  /** The action type's name, e.g. ScheduleChangeout, or NoMeasurements / InvalidMeasurements. */
  name: string;
  /** Readable: "Schedule Changeout". */
  label: string;
  /** #RRGGBB background (recording spec §9). */
  colour: string;
  /** #000000 or #FFFFFF by the 0.5 luminance switch. */
  textColour: string;
}

/** The same component at the previous inspection of this asset. */
export interface ReportPrevious {
  /** "52.40 mm" */
  measurement: string;
  /** "41.2 %" */
  wear: string;
  /** ISO date of that inspection. */
  date: string;
  /** "12,340 h", or "" when that inspection has no machine hours. */
  machineHours: string;
}

/** One measured component of one undercarriage side: the four facts of the measure-and-judge panel. */
export interface ReportComponent {
  /** "Pitch Extension (tape measure)" */
  name: string;
  /** The observation identifier it is read from. */
  identifier: string;
  /** "55.60 mm", or "No measurement". */
  measurement: string;
  /** "28.0 %", or "" when not computable. */
  wear: string;
  wearPercent: number | null;
  action: ReportAction;
  previous: ReportPrevious | null;
  /** "+6.1 % since previous", "" when there is no previous reading. */
  change: string;
  /** Warnings of checkPlausibility (a warning, never a block). */
  plausibility: string[];
  /** "14,200 h (≈ Mar 27)" or "not enough data" / "never reaches". */
  forecast100: string;
  forecast120: string;
  /** The wear trend chart (SVG document text), when the component has at least one reading. */
  chartSvg: string | null;
}

export interface ReportIndicator {
  /** "Pitch Extension" */
  component: string;
  /** "BUSHINGS — Walking" */
  indicator: string;
  /** "3 shoes" or "". */
  detail: string;
}

export interface ReportFact {
  label: string;
  value: string;
}

export interface ReportSide {
  /** "Left Side" */
  name: string;
  components: ReportComponent[];
  indicators: ReportIndicator[];
  /** Visual conditions of idlers, rollers and sliders. */
  conditions: ReportFact[];
}

export interface ReportBucketPart {
  /** "Teeth — Position 3" */
  part: string;
  facts: ReportFact[];
}

export interface ReportBucket {
  name: string;
  /** Specifications and summary: serial number, fitment, overall condition, ... */
  facts: ReportFact[];
  parts: ReportBucketPart[];
}

export interface ReportPhoto {
  caption: string;
  /** Which observation and file it is, so a screen can show the photo from the device's own files. */
  observationExternalId: string;
  fileName: string;
  /** image/jpeg or image/png; other types cannot be placed in a Word document and are listed by caption. */
  contentType: string;
  /** The file's bytes; null when the photo is not on this device or server ("Photo not available"). */
  bytes: Uint8Array | null;
}

export interface ReportPhotoGroup {
  /** "Left Side — Pitch Extension" */
  component: string;
  photos: ReportPhoto[];
}

export interface ReportComment {
  where: string;
  text: string;
}

export interface ReportData {
  reportType: ReportType;
  /** "EX-204 Undercarriage Inspection 2026-11-21.docx" */
  fileName: string;
  title: string;
  /** "Asset" or "Mine location". */
  subjectLabel: string;
  subject: string;
  customer: string;
  site: string;
  inspector: string;
  /** Formatted dates (UTC, labelled). */
  inspectionDate: string;
  reportDate: string;
  status: string;
  lockOnTime: string;
  lockOffTime: string;
  operation: ReportFact[];
  executiveSummary: string;
  sides: ReportSide[];
  /** Condition results (recording spec §2): groups of order 2 and above, descending. */
  conditionGroups: ConditionGroup[];
  bucket: ReportBucket | null;
  photos: ReportPhotoGroup[];
  comments: ReportComment[];
}

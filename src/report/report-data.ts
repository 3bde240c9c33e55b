// The Word report's input: a plain, serialisable object (structured-clone and JSON safe) with every fact already
// computed and every text already written, so the document builder only lays it out. The worker and the server both
// make it with `assembleReportData` (report-source.ts) from their own databases; equal sources give equal reports.
import type { ConditionGroup } from '../rules/condition-results.ts';
import type { NotInspectedGroup } from '../rules/not-inspected.ts';

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

/**
 * One judged target (decision 0023): an undercarriage item or position of one side, or a bucket part at one position,
 * with the measure-and-judge panel's facts of the reading that governs it and what was seen.
 */
export interface ReportComponent {
  /** The target's stable id (src/rules inspection-targets). */
  targetId: string;
  /** "Pitch Extension", "Load Rollers", "Teeth" */
  name: string;
  /** "Position 2", "Inner", or "" for the component as a whole. */
  place: string;
  /** The governing reading, "55.60 mm", or "—" when it was not measured. */
  measurement: string;
  /** "pitch gauge" when the component is measured two ways and this one governs; else "". */
  instrument: string;
  /** The other ways it was measured: "Tape measure: 52.10 mm · 20.0 % · No Action". */
  otherReadings: string[];
  /** "28.0 %", or "" when not computable. */
  wear: string;
  wearPercent: number | null;
  action: ReportAction;
  /** What was seen, in words: "Changeout", "Severe Cracking / Broken (3 shoes)". */
  signs: string[];
  previous: ReportPrevious | null;
  /** "+6.1 % since previous", "" when there is no previous reading. */
  change: string;
  /** "+6.1 %", the change alone (the report's Wear column), "" when there is no previous reading. */
  wearChange: string;
  /** Warnings of checkPlausibility (a warning, never a block). */
  plausibility: string[];
  /** "14,200 h (≈ 3 Mar 27)" or "Not enough data" / "Wear is not rising"; "" when not measured. */
  forecast100: string;
  forecast120: string;
  /** The forecast as lines to show: "100 % at 14,200 h (≈ 03 Mar 27)", "Past 100 % since …", "120 % at …"; or
   * the one line saying why there is none; empty when not measured. */
  forecast: string[];
  /** The wear trend chart (SVG document text), when the component has at least one reading. */
  chartSvg: string | null;
}

export interface ReportFact {
  label: string;
  value: string;
}

export interface ReportSide {
  /** "Left Side" */
  name: string;
  components: ReportComponent[];
}

export interface ReportBucket {
  name: string;
  /** Specifications and summary: serial number, fitment, overall condition, ... */
  facts: ReportFact[];
  /** Each part type's own observations (quantity, observation, changeout): "Teeth" → facts. */
  partTypes: { part: string; facts: ReportFact[] }[];
  /** Every judged bucket target: each position and wear-plate location, and the conditions of a whole part type. */
  components: ReportComponent[];
}

export interface ReportPhoto {
  /** Where it belongs: "Left Side — Load Rollers, photo 2". */
  caption: string;
  /** The inspector's own caption (decision 0063), when there is one. */
  inspectorCaption?: string;
  /** "Taken 03 Dec 2026 08:34 · 23.36° S, 119.73° E ±8 m"; absent for a photo kept before times were. */
  factsLine?: string;
  /** Which observation and file it is, so a screen can show the photo from the device's own files. */
  observationExternalId: string;
  fileName: string;
  /** image/jpeg or image/png; other types cannot be placed in a Word document and are listed by caption. */
  contentType: string;
  /** The file's bytes; null when the photo is not on this device or server ("Photo not available"). */
  bytes: Uint8Array | null;
}

export interface ReportPhotoGroup {
  /** "Left Side — Load Rollers — Position 2" */
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
  /** "Asset", "Bucket" (a bucket inspected in a yard) or "Mine location". */
  subjectLabel: string;
  subject: string;
  /** The yard a bucket inspected there stands in; "" otherwise. */
  location: string;
  /** The machine's model and type ("Hitachi EX5600 · HEX"), "" for a yard. */
  machine: string;
  customer: string;
  site: string;
  inspector: string;
  /** Formatted dates (UTC, labelled). */
  inspectionDate: string;
  reportDate: string;
  status: string;
  /** What was not done: sections, items and positions, by where; empty when everything was. */
  notInspected: NotInspectedGroup[];
  lockOnTime: string;
  lockOffTime: string;
  operation: ReportFact[];
  executiveSummary: string;
  sides: ReportSide[];
  /** Condition results (recording spec §2, decision 0023): every target, by action, most urgent first. */
  conditionGroups: ConditionGroup[];
  bucket: ReportBucket | null;
  /** The machine photo for the cover, when there is one. */
  coverPhoto: ReportPhoto | null;
  /** Photos in report order (cover photo excluded), captioned with part and position. */
  photos: ReportPhotoGroup[];
  comments: ReportComment[];
}

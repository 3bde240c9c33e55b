// What judging an inspection's targets needs, in one plain shape both databases can fill (the device's SQLite and
// the server's PostgreSQL): the inspection's observations with the entity each is on, the earlier inspections whose
// readings make the history, the fleet's parts and their dimensions, and what each recorded value calls for.
import type { ActionType, Threshold } from './action-status.ts';
import type { Side } from '../enums.ts';

export interface FactObservation {
  readonly identifier: string;
  /** The equipment or equipment part it is on (a side, the bucket, a roller or a tooth); null at asset level. */
  readonly entityExternalId: string | null;
  readonly value: string | null;
  /** The unit it was measured in (a length in inches is judged in millimetres, decision 0053); null when none. */
  readonly unitId?: number | null;
}

export interface FactInspection {
  readonly externalId: string;
  /** ISO date. */
  readonly date: string;
  /** An inspection of the same asset: its undercarriage readings are this machine's history. */
  readonly sameAsset?: boolean;
  /** An earlier inspection's machine and site, as the Status History sheet names them. */
  readonly machineName?: string | null;
  readonly siteName?: string | null;
  readonly observations: readonly FactObservation[];
}

/** An equipment part of the asset's undercarriage sides or of the bucket. */
export interface FactPart {
  readonly externalId: string;
  readonly equipmentExternalId: string;
  readonly position: number | null;
  /** The equipment-part group ("Load Rollers"), when it has one. */
  readonly group: string | null;
  readonly name: string;
  readonly partNumber: string | null;
  readonly partType: string | null;
  /** Location names (wear plates: primary "Left Cheek" and secondary "Inner"). */
  readonly location: string | null;
  readonly secondaryLocation: string | null;
}

/** A part dimension of one equipment part, read with the observable item it is measured by. */
export interface FactDimension {
  readonly partExternalId: string;
  readonly identifier: string;
  readonly baselineValue: number;
  readonly limit: number;
  readonly thresholds: readonly Threshold[];
}

/** recording spec §3 Observable item action type: the value of an item that calls for an action. */
export interface FactTrigger {
  readonly identifier: string;
  readonly actionTypeId: number;
  readonly triggerValue: string;
}

export interface InspectionFacts {
  readonly inspection: FactInspection;
  /** Earlier inspections with readings of this inspection's targets (same asset, or the same bucket's parts). */
  readonly history: readonly FactInspection[];
  readonly sides: readonly { readonly side: Side; readonly equipmentExternalId: string }[];
  readonly bucketExternalId: string | null;
  readonly parts: readonly FactPart[];
  readonly dimensions: readonly FactDimension[];
  readonly triggers: readonly FactTrigger[];
  readonly actionTypes: readonly ActionType[];
}

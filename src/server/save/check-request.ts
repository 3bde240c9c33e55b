import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { observationTarget, validateEquipmentOwner } from '../../rules/index.ts';

// The checks of a save request that need no database: each externalId once, each inspection on exactly one of an
// asset or a mine location (shell spec §5), each equipment on an asset or in a yard (recording spec §8), and its
// dates neither before 1900 nor far in the future (a bucket effective 9999-12-31 was once taken).

function duplicates(
  issues: ErrorIssue[],
  entries: readonly { externalId: string; path: string }[],
  what: string,
): void {
  const seen = new Map<string, string>();
  for (const { externalId, path } of entries) {
    const first = seen.get(externalId);
    if (first === undefined) seen.set(externalId, path);
    else issues.push({ path, message: `${what} ${externalId} appears more than once (first at ${first})` });
  }
}

/** How far ahead of the server's day an equipment date may be: a device's clock or time zone, not a year 9999. */
export const EQUIPMENT_DATE_MAX_DAYS_AHEAD = 31;
/** The earliest equipment date taken: no bucket in service was installed before it. */
export const EQUIPMENT_DATE_MIN = '1900-01-01';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The install and effective dates of equipment and its parts that are before 1900 or far in the future. */
function equipmentDateIssues(request: SaveInspectionsRequestParsed, now: Date): ErrorIssue[] {
  const latest = new Date(now.getTime() + EQUIPMENT_DATE_MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  const message = `Expected a date from ${EQUIPMENT_DATE_MIN} to ${latest} (at most ${EQUIPMENT_DATE_MAX_DAYS_AHEAD} days from today)`;
  const issues: ErrorIssue[] = [];
  // The day part of a date or timestamp compares as text (the wire format is ISO-8601, years of four digits).
  const check = (value: string | null, path: string) => {
    const day = value?.slice(0, 10);
    if (day !== undefined && (day < EQUIPMENT_DATE_MIN || day > latest)) issues.push({ path, message });
  };
  request.equipmentItems.forEach((item, i) => {
    check(item.installDate, `body.equipmentItems.${i}.installDate`);
    check(item.effectiveDate, `body.equipmentItems.${i}.effectiveDate`);
    item.equipmentParts.forEach((part, j) =>
      check(part.effectiveDate, `body.equipmentItems.${i}.equipmentParts.${j}.effectiveDate`),
    );
  });
  return issues;
}

export function checkRequestShape(request: SaveInspectionsRequestParsed, now = new Date()): ErrorIssue[] {
  const issues: ErrorIssue[] = equipmentDateIssues(request, now);
  request.equipmentItems.forEach((item, i) => {
    const owner = validateEquipmentOwner(item);
    if (!owner.ok) issues.push({ path: `body.equipmentItems.${i}`, message: owner.message });
    else if (item.assetId !== null && item.mineLocationId !== null) {
      issues.push({
        path: `body.equipmentItems.${i}`,
        message: 'Equipment cannot be on an asset and in a mine location at the same time',
      });
    }
  });
  request.inspections.forEach((inspection, i) => {
    const target = observationTarget(inspection);
    if (!target.ok) issues.push({ path: `body.inspections.${i}`, message: target.message });
  });

  const equipment = request.equipmentItems.map((item, i) => ({
    externalId: item.externalId,
    path: `body.equipmentItems.${i}.externalId`,
  }));
  const parts = request.equipmentItems.flatMap((item, i) =>
    item.equipmentParts.map((part, j) => ({
      externalId: part.externalId,
      path: `body.equipmentItems.${i}.equipmentParts.${j}.externalId`,
    })),
  );
  const inspections = request.inspections.map((inspection, i) => ({
    externalId: inspection.externalId,
    path: `body.inspections.${i}.externalId`,
  }));
  const categoryTypes = request.inspections.flatMap((inspection, i) =>
    inspection.categoriesTypes.map((categoryType, j) => ({
      externalId: categoryType.externalId,
      path: `body.inspections.${i}.categoriesTypes.${j}.externalId`,
    })),
  );
  const observations = request.inspections.flatMap((inspection, i) =>
    inspection.categoriesTypes.flatMap((categoryType, j) =>
      categoryType.observations.map((observation, k) => ({
        externalId: observation.externalId,
        path: `body.inspections.${i}.categoriesTypes.${j}.observations.${k}.externalId`,
      })),
    ),
  );
  duplicates(issues, equipment, 'Equipment');
  duplicates(issues, parts, 'Equipment part');
  duplicates(issues, inspections, 'Inspection');
  duplicates(issues, categoryTypes, 'Inspection category type');
  duplicates(issues, observations, 'Observation');
  return issues;
}

import type { ErrorIssue } from '../../api/errors.ts';
import type { SaveInspectionsRequestParsed } from '../../api/save-inspections.ts';
import { observationTarget, validateEquipmentOwner } from '../../rules/index.ts';

// The checks of a save request that need no database: each externalId once, each inspection on exactly one of an
// asset or a mine location (shell spec §5), each equipment on an asset or in a yard (recording spec §8).

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

export function checkRequestShape(request: SaveInspectionsRequestParsed): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
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

/** The route of an inspection's frame: its contents and every screen below them are its children. */
export const INSPECTION_ROUTE = '/_shell/inspections/$externalId';

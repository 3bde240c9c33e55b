// The asset model's flags are read as the report reads them (src/facts), so a screen and the report agree.
export { modelFlags as undercarriageFlags } from '../../facts/report-rows.ts';

import type { InspectionOverview } from '../../../worker/contract.ts';

/**
 * The screen's title and the inspection it is about: the machine (or the bucket of a yard inspection, as on its card
 * and contents), customer, site, date and inspector.
 */
export function OverviewHeader({ title, overview }: { title: string; overview: InspectionOverview }) {
  const { report } = overview;
  return (
    <header className="recording-header">
      <h1>{title}</h1>
      <p className="muted">
        {[overview.title, report.customer, report.site].filter(Boolean).join(' · ')}
        <br />
        {report.inspectionDate} · {report.inspector}
      </p>
    </header>
  );
}

import type { ReportData } from '../../../worker/contract.ts';

/** The screen's title and the inspection it is about: asset, customer, site, date and inspector. */
export function OverviewHeader({ title, report }: { title: string; report: ReportData }) {
  return (
    <header className="recording-header">
      <h1>{title}</h1>
      <p className="muted">
        {[report.subject, report.customer, report.site].filter(Boolean).join(' · ')}
        <br />
        {report.inspectionDate} · {report.inspector}
      </p>
    </header>
  );
}

// A small report made and thrown away before the real one is needed: it loads and compiles the chart rasteriser's
// WebAssembly and fonts and runs the document builder and the zip once, so the inspector's first report of the
// session does not pay for them (the worker does it when the review or the completed inspection opens).
import type { ReportData } from './report-data.ts';
import { renderReportDocx } from './render-report.ts';
import type { SvgRasteriser } from './svg-to-png.ts';
import { wearTrendChartSvg } from './wear-trend-chart.ts';

const action = { name: 'NoAction', label: 'No Action', colour: '#8AD38D', textColour: '#000000' };

function warmUpData(): ReportData {
  return {
    reportType: 'UndercarriageInspection',
    fileName: 'warm-up.docx',
    title: 'Undercarriage Inspection Report',
    subjectLabel: 'Asset',
    location: '',
    subject: 'Warm-up',
    machine: '',
    customer: '',
    site: '',
    inspector: '',
    inspectionDate: '',
    reportDate: '',
    status: '',
    notInspected: [{ where: 'Warm-up', what: ['Warm-up'] }],
    lockOnTime: '',
    lockOffTime: '',
    operation: [{ label: 'Total Machine Hours', value: '1,000 h' }],
    executiveSummary: '',
    sides: [
      {
        name: 'Left Side',
        components: [
          {
            targetId: 'warm-up',
            name: 'Warm-up',
            place: '',
            measurement: '1.00 mm',
            instrument: '',
            otherReadings: [],
            signs: [],
            wear: '10.0 %',
            wearPercent: 10,
            action,
            previous: null,
            change: '',
            wearChange: '',
            plausibility: [],
            forecast100: 'not enough data',
            forecast120: 'not enough data',
            forecast: ['Not enough data'],
            chartSvg: wearTrendChartSvg({
              title: 'Warm-up',
              points: [
                { machineHours: 1000, wearPercent: 10 },
                { machineHours: 2000, wearPercent: 30 },
              ],
            }),
          },
        ],
      },
    ],
    conditionGroups: [],
    bucket: null,
    coverPhoto: null,
    photos: [],
    comments: [],
  };
}

/** Makes one small report with the given rasteriser and discards it. */
export async function warmUpReport(rasterise: SvgRasteriser): Promise<void> {
  await renderReportDocx(warmUpData(), { rasterise });
}

import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { GeneratedReport } from '../../../worker/contract.ts';
import { errorMessage } from '../../recording/error-message.ts';
import { saveFile } from '../../shell/save-file.ts';
import { useReport } from './use-overview.ts';

const words = defineMessages({
  making: { id: 'reportActions.making', defaultMessage: 'Making the Word report on this device…' },
  failed: defineMessage<{ reason: string }>({
    id: 'reportActions.failed',
    defaultMessage: 'The report could not be made: {reason}',
  }),
  anError: { id: 'reportActions.anError', defaultMessage: 'An error occurred' },
  tryAgain: { id: 'reportActions.tryAgain', defaultMessage: 'Try again' },
  sharingFailed: { id: 'reportActions.sharingFailed', defaultMessage: 'Sharing failed' },
  size: defineMessage<{ kb: number }>({ id: 'reportActions.size', defaultMessage: '({kb} KB, Word)' }),
  share: { id: 'reportActions.share', defaultMessage: 'Share' },
  download: { id: 'reportActions.download', defaultMessage: 'Download' },
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function reportFile(report: GeneratedReport): File {
  return new File([new Uint8Array(report.bytes)], report.fileName, { type: DOCX });
}

/** Whether this device can share a file through the Web Share API (most phones and tablets can). */
function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/**
 * The Word report made on this device (RECORDING.md "The Word report"): Share through the Web Share API with the file
 * where the device has it, else a download; Download always. Made offline from the local database.
 */
export function ReportActions({ externalId }: { externalId: string }) {
  const report = useReport(externalId, true);
  const [problem, setProblem] = useState<string>();
  const t = useIntl().formatMessage;
  if (report.isPending) {
    return (
      <p role="status" className="report-status">
        {t(words.making)}
      </p>
    );
  }
  if (report.isError) {
    return (
      <div className="report-status">
        <p role="alert" className="error-text">
          {t(words.failed, { reason: errorMessage(report.error, t(words.anError)) })}
        </p>
        <button type="button" className="button" onClick={() => void report.refetch()}>
          {t(words.tryAgain)}
        </button>
      </div>
    );
  }
  const file = reportFile(report.data);
  const share = async () => {
    setProblem(undefined);
    if (!canShareFile(file)) {
      saveFile(file, file.name);
      return;
    }
    try {
      await navigator.share({ files: [file], title: file.name });
    } catch (error) {
      // The inspector closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(errorMessage(error, t(words.sharingFailed)));
    }
  };
  return (
    <div className="report-actions">
      <p>
        <span className="report-name">{report.data.fileName}</span>{' '}
        <span className="muted">
          {t(words.size, { kb: Math.max(1, Math.round(report.data.bytes.byteLength / 1024)) })}
        </span>
      </p>
      <div className="toolbar">
        <button type="button" className="button primary" onClick={() => void share()}>
          {t(words.share)}
        </button>
        <button type="button" className="button" onClick={() => saveFile(file, file.name)}>
          {t(words.download)}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="error-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { helpWords as w } from './help-words.ts';
import { renderMarkdown } from './markdown.ts';
import { useTooltip } from './use-tooltip.ts';

/** shell spec §2: the tooltip sheet opens from the bottom, at most 80% of the view height, with 'Open in editor'. */
export function TooltipSheet({
  tipKey,
  onClose,
  onEdit,
}: {
  tipKey: string;
  onClose: () => void;
  onEdit: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data: tip } = useTooltip(tipKey);
  const t = useIntl().formatMessage;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="bottom-sheet"
      aria-labelledby="tooltip-sheet-title"
      onClose={onClose}
      onClick={(event) => event.target === ref.current && onClose()}
    >
      <h2 id="tooltip-sheet-title">{tip?.heading ?? t(w.help)}</h2>
      {/* Sanitised: see markdown.ts. */}
      <div
        className="markdown"
        dangerouslySetInnerHTML={{ __html: renderMarkdown(tip?.markdownBody ?? '') }}
      />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onEdit}>
          {t(w.openInEditor)}
        </button>
        <button type="button" className="button primary" onClick={onClose}>
          {t(w.close)}
        </button>
      </div>
    </dialog>
  );
}

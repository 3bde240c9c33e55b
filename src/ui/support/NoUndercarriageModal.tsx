import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORT_EMAIL } from '../auth/auth-config.ts';
import { SupportForm } from './SupportForm.tsx';
import { supportWords as w } from './support-words.ts';

/** shell spec §8: 'No Undercarriage Found: This asset does not have an undercarriage. …' with the support form. */
export function NoUndercarriageModal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useIntl().formatMessage;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="no-undercarriage-title" onClose={onClose}>
      <h2 id="no-undercarriage-title">{t(w.noUndercarriageTitle)}</h2>
      <p>
        {t(w.noUndercarriageText)} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <SupportForm context="no-undercarriage" />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {t(w.close)}
        </button>
      </div>
    </dialog>
  );
}

import { useEffect, useRef } from 'react';
import { SUPPORT_EMAIL } from '../auth/auth-config.ts';
import { SupportForm } from './SupportForm.tsx';

/** shell spec §8: 'No Undercarriage Found: This asset does not have an undercarriage. …' with the support form. */
export function NoUndercarriageModal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="modal" aria-labelledby="no-undercarriage-title" onClose={onClose}>
      <h2 id="no-undercarriage-title">No Undercarriage Found</h2>
      <p>
        This asset does not have an undercarriage. If this is an error, please contact{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <SupportForm context="no-undercarriage" />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

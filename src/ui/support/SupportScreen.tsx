import { useIntl } from 'react-intl';
import { HelpTip } from '../help/HelpTip.tsx';
import { SupportForm } from './SupportForm.tsx';
import { supportWords as w } from './support-words.ts';

/** /support-screen (shell spec §2 Support). */
export default function SupportScreen() {
  const t = useIntl().formatMessage;
  return (
    <div className="page narrow">
      <div className="list-header">
        <h1>{t(w.title)}</h1>
        <HelpTip tipKey="support-contact" />
      </div>
      <SupportForm context="support-screen" />
    </div>
  );
}

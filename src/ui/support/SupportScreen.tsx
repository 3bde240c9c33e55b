import { HelpTip } from '../help/HelpTip.tsx';
import { SupportForm } from './SupportForm.tsx';

/** /support-screen (shell spec §2 Support). */
export default function SupportScreen() {
  return (
    <div className="page narrow">
      <div className="list-header">
        <h1>Support</h1>
        <HelpTip tipKey="support-contact" />
      </div>
      <SupportForm context="support-screen" />
    </div>
  );
}

import { useIntl } from 'react-intl';
import { isHelpTipVisible } from '../../rules/index.ts';
import { isLocalEnvironment } from '../auth/auth-config.ts';
import { HelpIcon } from '../shell/icons.tsx';
import { helpWords as w } from './help-words.ts';
import { useHelpTips } from './HelpTipsProvider.tsx';
import { useTooltip } from './use-tooltip.ts';

/**
 * The help button beside a heading or field. A tip that is empty or says TODO is shown only in local builds
 * (shell spec §5).
 */
export function HelpTip({ tipKey }: { tipKey: string }) {
  const { data: tip } = useTooltip(tipKey);
  const { openTip } = useHelpTips();
  const t = useIntl().formatMessage;
  if (!tip || !isHelpTipVisible(tip.markdownBody, isLocalEnvironment())) return null;
  return (
    <button
      type="button"
      className="icon-button help-button"
      aria-label={t(w.helpTip, { heading: tip.heading })}
      onClick={() => openTip(tip.key)}
    >
      <HelpIcon />
    </button>
  );
}

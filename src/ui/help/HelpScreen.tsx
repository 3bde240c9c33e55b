import { Link, useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isHelpTipVisible } from '../../rules/index.ts';
import type { Tooltip } from '../../worker/contract.ts';
import { isLocalEnvironment } from '../auth/auth-config.ts';
import { useEngineQuery } from '../engine/use-engine-query.ts';
import { helpWords as w } from './help-words.ts';
import { useHelpTips } from './HelpTipsProvider.tsx';
import { renderMarkdown } from './markdown.ts';

// /help-screen, /help-screen/{categoryName} and /help-screen/{categoryName}/{questionId} (shell spec §2): the help
// tips by category.

/** A bundled category in the language ("new-bucket" → "Nuevo balde"); another one from its name ("My Tips"). */
function useCategoryTitle(): (category: string) => string {
  const t = useIntl().formatMessage;
  return (category) => {
    const own = Object.entries(w.category).find(([name]) => name === category)?.[1];
    return own ? t(own) : category.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  };
}

function useVisibleTips(): Tooltip[] | undefined {
  const { data } = useEngineQuery({
    queryKey: ['tooltips'],
    query: (engine) => engine.listTooltips(),
  });
  return data?.filter((t) => isHelpTipVisible(t.markdownBody, isLocalEnvironment()));
}

export default function HelpScreen() {
  const tips = useVisibleTips();
  const categories = [...new Set((tips ?? []).map((t) => t.category))].sort();
  const t = useIntl().formatMessage;
  const title = useCategoryTitle();
  return (
    <div className="page narrow">
      <h1>{t(w.help)}</h1>
      <ul className="section-list" aria-label={t(w.categories)}>
        {categories.map((category) => (
          <li key={category}>
            <Link
              to="/help-screen/$categoryName"
              params={{ categoryName: category }}
              className="section-entry"
            >
              {title(category)}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        {t(w.stillStuck)}{' '}
        <Link to="/support-screen" className="inline-link">
          {t(w.contactSupport)}
        </Link>
      </p>
    </div>
  );
}

export function HelpCategoryScreen() {
  const { categoryName } = useParams({ from: '/_shell/help-screen/$categoryName' });
  const tips = useVisibleTips()?.filter((tip) => tip.category === categoryName);
  const t = useIntl().formatMessage;
  const title = useCategoryTitle();
  return (
    <div className="page narrow">
      <h1>{title(categoryName)}</h1>
      {tips && tips.length === 0 ? <p className="empty-state">{t(w.noHelp)}</p> : null}
      <ul className="section-list" aria-label={t(w.helpOn, { topic: title(categoryName) })}>
        {(tips ?? []).map((tip) => (
          <li key={tip.key}>
            <Link
              to="/help-screen/$categoryName/$questionId"
              params={{ categoryName, questionId: tip.key }}
              className="section-entry"
            >
              {tip.heading}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HelpQuestionScreen() {
  const { questionId } = useParams({ from: '/_shell/help-screen/$categoryName/$questionId' });
  const { openTip } = useHelpTips();
  const tip = useVisibleTips()?.find((one) => one.key === questionId);
  const t = useIntl().formatMessage;
  if (!tip) return <p className="page empty-state">{t(w.noResults)}</p>;
  return (
    <article className="page narrow">
      <h1>{tip.heading}</h1>
      {/* Sanitised: see markdown.ts. */}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(tip.markdownBody) }} />
      <button type="button" className="button" onClick={() => openTip(tip.key)}>
        {t(w.openAsTip)}
      </button>
    </article>
  );
}

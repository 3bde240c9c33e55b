import { defineMessages, useIntl } from 'react-intl';
import type { NotInspectedGroup } from '../../../rules/index.ts';

// src/rules NOT_INSPECTED_HEADING and NOT_INSPECTED_INTRO, translated at display; the places come in the inspector's
// language with the report's data.
const words = defineMessages({
  heading: { id: 'notInspected.heading', defaultMessage: 'Not inspected' },
  intro: {
    id: 'notInspected.intro',
    defaultMessage:
      'These were not done when the inspection was submitted, so this report has no findings for them.',
  },
});

/** What was not done when the inspection was submitted, as the Word report lists it; nothing when all was. */
export function NotInspectedList({ groups }: { groups: readonly NotInspectedGroup[] }) {
  const t = useIntl().formatMessage;
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="not-inspected-title" className="panel-section not-inspected">
      <h2 id="not-inspected-title">{t(words.heading)}</h2>
      <p>{t(words.intro)}</p>
      <ul aria-labelledby="not-inspected-title">
        {groups.map((g) => (
          <li key={g.where}>
            <strong>{g.where}:</strong> {g.what.join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { NOT_INSPECTED_HEADING, NOT_INSPECTED_INTRO, type NotInspectedGroup } from '../../../rules/index.ts';

/** What was not done when the inspection was submitted, as the Word report lists it; nothing when all was. */
export function NotInspectedList({ groups }: { groups: readonly NotInspectedGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="not-inspected-title" className="panel-section not-inspected">
      <h2 id="not-inspected-title">{NOT_INSPECTED_HEADING}</h2>
      <p>{NOT_INSPECTED_INTRO}</p>
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

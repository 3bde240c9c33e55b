import type { CompletionStatusName, EntryJudgement } from '../../../rules/index.ts';
import { useDomainWords } from '../../recording/domain-words.ts';
import { SectionEntry } from '../SectionEntry.tsx';

export interface MenuItem {
  readonly title: string;
  /** Relative to the inspection. */
  readonly path: string;
  readonly status?: CompletionStatusName | undefined;
  /** Its most urgent finding and action. */
  readonly judgement?: EntryJudgement | null | undefined;
}

/** A list of the screens under a bucket screen, each with its completion written out; names in the language. */
export function StatusMenu(props: { label: string; externalId: string; items: readonly MenuItem[] }) {
  const named = useDomainWords();
  return (
    <ul className="section-list" aria-label={props.label}>
      {props.items.map((item) => (
        <SectionEntry
          key={item.path}
          title={named(item.title)}
          status={item.status}
          judgement={item.judgement}
          externalId={props.externalId}
          path={item.path}
          entry={{ enabled: true }}
        />
      ))}
    </ul>
  );
}

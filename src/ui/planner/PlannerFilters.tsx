import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { partNameIn } from '../../i18n/part-names.ts';
import type { PlannerChoices, PlannerFilter } from '../../worker/contract.ts';
import { filtersText, plannerWords as words } from './planner-words.ts';

export const NO_FILTER: PlannerFilter = {
  customer: '',
  site: '',
  assetType: '',
  component: '',
  action: '',
  search: '',
};

type ChoiceKey = Exclude<keyof PlannerFilter, 'search'>;
export type SetFilter = (key: keyof PlannerFilter, value: string) => void;

const EMPTY_CHOICES: PlannerChoices = {
  customers: [],
  sites: [],
  assetTypes: [],
  components: [],
  actions: [],
};

/** The planner's search box and its filters (customer, site, asset type, component, action); "" means all. */
export function PlannerFilters(props: {
  filter: PlannerFilter;
  choices: PlannerChoices | undefined;
  onSet: SetFilter;
}) {
  const { search, ...chosen } = props.filter;
  const intl = useIntl();
  return (
    <div className="planner-filters" role="search" aria-label={intl.formatMessage(words.filterLabel)}>
      <label className="field planner-search">
        <span>{intl.formatMessage(words.search)}</span>
        <input
          type="search"
          value={search}
          placeholder={intl.formatMessage(words.searchHint)}
          onChange={(e) => props.onSet('search', e.target.value)}
        />
      </label>
      <ChoiceFilters chosen={chosen} choices={props.choices ?? EMPTY_CHOICES} onSet={props.onSet} />
    </div>
  );
}

/** The five selects; drawn again only when a choice or the lists change, not on every keystroke of the search. */
const ChoiceFilters = memo(
  function ChoiceFilters(props: {
    chosen: Readonly<Record<ChoiceKey, string>>;
    choices: PlannerChoices;
    onSet: SetFilter;
  }) {
    const { choices, chosen } = props;
    const intl = useIntl();
    // Open at first on a tablet; then as the inspector leaves it.
    const [open, setOpen] = useState(wideScreen);
    const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
    const selects: { key: ChoiceKey; label: string; options: { value: string; label: string }[] }[] = [
      { key: 'customer', label: intl.formatMessage(words.customer), options: plain(choices.customers) },
      { key: 'site', label: intl.formatMessage(words.site), options: plain(choices.sites) },
      { key: 'assetType', label: intl.formatMessage(words.assetType), options: plain(choices.assetTypes) },
      {
        key: 'component',
        label: intl.formatMessage(words.component),
        // The value filtered on is the stored (English) name; only its label is translated.
        options: choices.components.map((v) => ({ value: v, label: partNameIn(intl, v) })),
      },
      {
        key: 'action',
        label: intl.formatMessage(words.action),
        options: choices.actions.map((a) => ({ value: a.name, label: a.label })),
      },
    ];
    const active = selects.filter((s) => chosen[s.key] !== '').length;
    return (
      <details
        className="planner-more"
        open={open}
        onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{intl.formatMessage(filtersText, { active })}</summary>
        <div className="form-grid">
          {selects.map((s) => (
            <label key={s.key} className="field">
              <span>{s.label}</span>
              <select value={chosen[s.key]} onChange={(e) => props.onSet(s.key, e.target.value)}>
                <option value="">{intl.formatMessage(words.all)}</option>
                {s.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </details>
    );
  },
  (a, b) =>
    a.onSet === b.onSet &&
    (Object.keys(a.chosen) as ChoiceKey[]).every((k) => a.chosen[k] === b.chosen[k]) &&
    JSON.stringify(a.choices) === JSON.stringify(b.choices),
);

// A tablet has room for every filter at once; a phone shows the list first, its filters a tap away.
const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 600px)').matches;

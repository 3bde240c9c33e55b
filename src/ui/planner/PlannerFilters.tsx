import type { PlannerChoices, PlannerFilter } from '../../worker/contract.ts';

export const NO_FILTER: PlannerFilter = {
  customer: '',
  site: '',
  assetType: '',
  component: '',
  action: '',
  search: '',
};

type ChoiceKey = Exclude<keyof PlannerFilter, 'search'>;

const EMPTY_CHOICES: PlannerChoices = {
  customers: [],
  sites: [],
  assetTypes: [],
  components: [],
  actions: [],
};

/** The planner's filters (customer, site, asset type, component, action) and its search box; "" means all. */
export function PlannerFilters(props: {
  filter: PlannerFilter;
  choices: PlannerChoices | undefined;
  onChange: (filter: PlannerFilter) => void;
}) {
  const choices = props.choices ?? EMPTY_CHOICES;
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
  const selects: { key: ChoiceKey; label: string; options: { value: string; label: string }[] }[] = [
    { key: 'customer', label: 'Customer', options: plain(choices.customers) },
    { key: 'site', label: 'Site', options: plain(choices.sites) },
    { key: 'assetType', label: 'Asset type', options: plain(choices.assetTypes) },
    { key: 'component', label: 'Component', options: plain(choices.components) },
    {
      key: 'action',
      label: 'Action',
      options: choices.actions.map((a) => ({ value: a.name, label: a.label })),
    },
  ];
  const set = (key: keyof PlannerFilter, value: string) => props.onChange({ ...props.filter, [key]: value });
  const active = selects.filter((s) => props.filter[s.key] !== '').length;
  return (
    <div className="planner-filters" role="search" aria-label="Filter the components">
      <label className="field planner-search">
        <span>Search</span>
        <input
          type="search"
          value={props.filter.search}
          placeholder="Machine, site, component or part"
          onChange={(e) => set('search', e.target.value)}
        />
      </label>
      <details className="planner-more" open={wideScreen()}>
        <summary>{active === 0 ? 'Filters' : `Filters (${active} on)`}</summary>
        <div className="form-grid">
          {selects.map((s) => (
            <label key={s.key} className="field">
              <span>{s.label}</span>
              <select value={props.filter[s.key]} onChange={(e) => set(s.key, e.target.value)}>
                <option value="">All</option>
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
    </div>
  );
}

// A tablet has room for every filter at once; a phone shows the list first, its filters a tap away.
const wideScreen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 600px)').matches;

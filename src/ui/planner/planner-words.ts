// The fleet planner's own words (issue 52, decision 0065): the English is the screen's as it was, word for word.
// Rows, forecasts and action labels arrive written by the worker in the same language.
import { defineMessage, defineMessages } from 'react-intl';

export const plannerWords = defineMessages({
  title: { id: 'planner.title', defaultMessage: 'Fleet planner' },
  components: { id: 'planner.tab.components', defaultMessage: 'Components' },
  shutdown: { id: 'planner.tab.shutdown', defaultMessage: 'Plan for a shutdown' },
  loading: { id: 'planner.loading', defaultMessage: 'Loading…' },
  exporting: { id: 'planner.exporting', defaultMessage: 'Exporting…' },
  exportCsv: { id: 'planner.exportCsv', defaultMessage: 'Export CSV' },
  csvFailed: { id: 'planner.csvFailed', defaultMessage: 'The CSV could not be made. Try again.' },
  empty: { id: 'planner.empty', defaultMessage: 'No component has a reading yet' },
  noMatch: { id: 'planner.noMatch', defaultMessage: 'No component matches these filters' },
  wear: { id: 'planner.wear', defaultMessage: 'Wear' },
  filterLabel: { id: 'planner.filter.label', defaultMessage: 'Filter the components' },
  search: { id: 'planner.filter.search', defaultMessage: 'Search' },
  searchHint: { id: 'planner.filter.searchHint', defaultMessage: 'Machine, site, component or part' },
  customer: { id: 'planner.filter.customer', defaultMessage: 'Customer' },
  site: { id: 'planner.filter.site', defaultMessage: 'Site' },
  assetType: { id: 'planner.filter.assetType', defaultMessage: 'Asset type' },
  component: { id: 'planner.filter.component', defaultMessage: 'Component' },
  action: { id: 'planner.filter.action', defaultMessage: 'Action' },
  all: { id: 'planner.filter.all', defaultMessage: 'All' },
  shutdownDate: { id: 'planner.shutdown.date', defaultMessage: 'Shutdown date' },
  dateRequired: { id: 'planner.shutdown.dateRequired', defaultMessage: 'Enter a shutdown date' },
  shutdownEmpty: { id: 'planner.shutdown.empty', defaultMessage: 'Nothing reaches 100 % worn by this date' },
  making: { id: 'planner.shutdown.making', defaultMessage: 'Making the Word page…' },
  download: { id: 'planner.shutdown.download', defaultMessage: 'Download Word page' },
  wordFailed: {
    id: 'planner.shutdown.failed',
    defaultMessage: 'The Word page could not be made. Try again.',
  },
  toOrder: { id: 'planner.shutdown.toOrder', defaultMessage: 'Components to order' },
  past100: { id: 'planner.shutdown.past100', defaultMessage: 'Past 100 %' },
  past120: { id: 'planner.shutdown.past120', defaultMessage: 'Past 120 %' },
  pastLower100: { id: 'planner.shutdown.pastLower100', defaultMessage: 'past 100 %' },
  pastLower120: { id: 'planner.shutdown.pastLower120', defaultMessage: 'past 120 %' },
  trend: { id: 'planner.trend.title', defaultMessage: 'Wear trend' },
  wearUnknown: { id: 'planner.trend.wearUnknown', defaultMessage: 'Wear not worked out' },
  at100: { id: 'planner.trend.at100', defaultMessage: 'At 100 %' },
  at120: { id: 'planner.trend.at120', defaultMessage: 'At 120 %' },
  oneReading: {
    id: 'planner.trend.oneReading',
    defaultMessage: 'One reading so far: the trend shows from the second.',
  },
  openLast: { id: 'planner.trend.openLast', defaultMessage: 'Open the last inspection' },
});

export const judgingText = defineMessage<{ judged: number; of: number }>({
  id: 'planner.judging',
  defaultMessage: 'Judging the fleet… {judged, number} of {of, number} machines',
});
export const countText = defineMessage<{ total: number; fleet: number }>({
  id: 'planner.count',
  defaultMessage: '{total, number} of {fleet, number} components',
});
export const moreText = defineMessage<{ more: number; shown: number; total: number }>({
  id: 'planner.more',
  defaultMessage: 'Show {more} more ({shown} of {total})',
});
export const onDate = defineMessage<{ date: string }>({ id: 'planner.onDate', defaultMessage: 'on {date}' });
export const filtersText = defineMessage<{ active: number }>({
  id: 'planner.filters',
  defaultMessage: '{active, plural, =0 {Filters} other {Filters (# on)}}',
});
export const machinesPassing = defineMessage<{ count: number; date: string }>({
  id: 'planner.shutdown.machinesPassing',
  defaultMessage:
    '{count, plural, one {# machine has} other {# machines have}} components passing 100 % worn by {date}',
});
export const totalsCaption = defineMessage<{ date: string }>({
  id: 'planner.shutdown.totalsCaption',
  defaultMessage: 'Components passing 100 % and 120 % worn by {date}',
});
export const machineCaption = defineMessage<{ machine: string }>({
  id: 'planner.shutdown.machineCaption',
  defaultMessage: '{machine}: components passing 100 % and 120 % worn',
});
export const openLastOf = defineMessage<{ machine: string }>({
  id: 'planner.shutdown.openLast',
  defaultMessage: 'Open the last inspection of {machine}',
});
export const moreMachines = defineMessage<{ shown: number; total: number }>({
  id: 'planner.shutdown.more',
  defaultMessage: 'Show more machines ({shown} of {total})',
});
export const wornText = defineMessage<{ wear: string }>({
  id: 'planner.trend.worn',
  defaultMessage: '{wear} worn',
});
export const trendAlt = defineMessage<{ machine: string; component: string }>({
  id: 'planner.trend.alt',
  defaultMessage:
    'Wear trend of {machine} {component}: wear % against machine hours, with the forecast to 100 % and 120 %',
});

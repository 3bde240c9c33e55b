// The part of a translator that words are written with, so a plain function (not a component) can be handed one:
// react-intl's `useIntl()` in a screen and @formatjs/intl's translator (catalogues.ts) in a test or the worker both fit.

/** A message by id with its English words (FormatJS's MessageDescriptor as `defineMessages` gives it). */
export interface Message {
  readonly id: string;
  readonly defaultMessage: string;
}

export interface SaysWords {
  readonly locale: string;
  formatMessage(message: Message, values?: Record<string, string | number>): string;
  formatList(list: readonly string[], options: { type: 'conjunction' | 'disjunction' }): string;
}

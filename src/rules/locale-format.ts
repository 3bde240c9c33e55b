// Numbers, months and clocks in the inspector's language (decision 0065), through Intl. The source locale keeps the
// spec's own hand-written forms ("12,340 h", "21 Nov 26 • 08:05AM"), byte for byte; any other locale writes the
// same shapes with its own decimal mark, thousands separator, month names and clock ("12.340 h", "21 nov 26 • 08:05").
import { decimalMarkOf } from './locale-numbers.ts';

/** The locale a text is written in when none is given: the spec's. */
export const SOURCE_LOCALE = 'en';

/** "400.25" → "400,25" where the locale writes a decimal comma. */
export const withDecimalMark = (text: string, locale: string): string =>
  locale === SOURCE_LOCALE ? text : text.replace('.', decimalMarkOf(locale));

/** A whole number with the locale's thousands separator: "12.340" in Spanish. */
export const groupedWhole = (n: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);

// decision 0065: "dic", "dez": the locale's short month name (0-based), without an abbreviation's dot
export function shortMonth(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2000, month, 15),
  );
  return name.replace(/\.$/, '');
}

/** Whether the locale reads a 24-hour clock (Spanish and Portuguese do). */
export const usesDayClock = (locale: string): boolean => {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24';
};

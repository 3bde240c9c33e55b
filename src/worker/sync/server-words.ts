// The server's refusals as the device shows them (decision 0065): the server answers in English (its log and other
// clients read it so); the device writes it in the inspector's language by the issue's code where the answer carries
// one, by the sentence where the device knows it (refusal-words.ts), and by the status where the answer is no
// sentence of the server's (a proxy's page). English is the server's sentence as it came.
import { defineMessages } from '@formatjs/intl';
import { ErrorBodySchema, errorSentence } from '../../api/errors.ts';
import type { Translator } from '../../i18n/catalogues.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import * as v from 'valibot';
import { refusalIn } from '../refusal-words.ts';

const words = defineMessages({
  unknownItem: {
    id: 'server.code.unknownItem',
    defaultMessage: 'The server does not know one of the recorded fields: update the app and sync again',
  },
  tooMany: {
    id: 'server.tooMany',
    defaultMessage: 'Too many requests from this sign-in: nothing was stored.',
  },
  unavailable: { id: 'server.unavailable', defaultMessage: 'The server is unavailable' },
  signIn: { id: 'server.signIn', defaultMessage: 'The server did not accept the sign-in' },
});

// An issue's code the device writes in its own words (src/api/errors.ts: the spec's codes).
const CODES: Readonly<Record<string, keyof typeof words>> = {
  'observationService.observableItem.empty': 'unknownItem',
};

function bodyOf(body: string): v.InferOutput<typeof ErrorBodySchema> | undefined {
  try {
    const parsed = v.safeParse(ErrorBodySchema, JSON.parse(body));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sentence of an error answer for the inspector, in the translator's language; undefined when the answer holds no
 * sentence and its status says nothing more than its number.
 */
export function serverSentenceIn(body: string, status: number, t: Translator): string | undefined {
  const english = errorSentence(body);
  if (t.locale === SOURCE_LANGUAGE) return english;
  const code = bodyOf(body)?.issues?.find((issue) => issue.code !== undefined && issue.code in CODES)?.code;
  if (code !== undefined) return t.formatMessage(words[CODES[code] ?? 'unavailable']);
  // A refused token is said by its status: the server's reasons (a key, a clock) are for the log, not the inspector.
  if (status === 401) return t.formatMessage(words.signIn);
  if (english === undefined) return status >= 500 ? t.formatMessage(words.unavailable) : undefined;
  // The rate limit's sentence names its wait, which the device says itself (network-words.ts' waitFailure).
  return status === 429 ? t.formatMessage(words.tooMany) : refusalIn(english, t);
}

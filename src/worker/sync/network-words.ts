// The words of a failed request (decision 0065): what the device was doing and why it failed, in the language the UI
// shows, as the sync line and the toasts read them. English is the words these errors always had, byte for byte.
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { Translator } from '../../i18n/catalogues.ts';
import { SOURCE_LANGUAGE } from '../../i18n/languages.ts';
import { wordsShown } from '../language.ts';
import { serverSentenceIn } from './server-words.ts';

// What the worker was doing, by the words its callers give (`RequestOptions.what`).
const doing = defineMessages({
  'Failed to get inspections': { id: 'net.what.getInspections', defaultMessage: 'Failed to get inspections' },
  'Failed to save inspections': {
    id: 'net.what.saveInspections',
    defaultMessage: 'Failed to save inspections',
  },
  'Failed to upload photo': { id: 'net.what.uploadPhoto', defaultMessage: 'Failed to upload photo' },
  'Error fetching image': { id: 'net.what.fetchImage', defaultMessage: 'Error fetching image' },
  'Readiness probe': { id: 'net.what.probe', defaultMessage: 'Readiness probe' },
  'Build time': { id: 'net.what.buildTime', defaultMessage: 'Build time' },
  'Update check': { id: 'net.what.updateCheck', defaultMessage: 'Update check' },
  'Failed to send the support request': {
    id: 'net.what.support',
    defaultMessage: 'Failed to send the support request',
  },
});

const why = {
  timeout: defineMessage<{ ms: string }>({ id: 'net.timeout', defaultMessage: 'no answer within {ms} ms' }),
  // English shows the browser's own words ("TypeError: Failed to fetch"); another language says what they mean.
  unreachable: defineMessage<{ detail: string }>({ id: 'net.unreachable', defaultMessage: '{detail}' }),
  notJson: defineMessage<{ detail: string }>({
    id: 'net.notJson',
    defaultMessage: 'the answer was cut off or not JSON ({detail})',
  }),
  notJsonBare: defineMessage({
    id: 'net.notJson.bare',
    defaultMessage: 'the answer was cut off or not JSON',
  }),
  noBody: defineMessage({ id: 'net.noBody', defaultMessage: 'the answer had no body' }),
  noToken: defineMessage<{ detail: string }>({
    id: 'net.noToken',
    defaultMessage: 'no access token from the app ({detail})',
  }),
  cutOff: defineMessage<{ detail: string }>({
    id: 'net.cutOff',
    defaultMessage: 'the answer was cut off ({detail})',
  }),
  stalled: defineMessage<{ seconds: string }>({
    id: 'net.stalled',
    defaultMessage: 'the answer stopped for {seconds} s',
  }),
};

const answer = {
  status: defineMessage<{ what: string; status: string; body: string }>({
    id: 'net.status',
    defaultMessage: '{what}: {status}{body}',
  }),
  wait: defineMessage<{ what: string; server: string; when: string }>({
    id: 'net.wait',
    defaultMessage: '{what}: {server} Your changes are kept on this device and sent again {when}.',
  }),
  signInAgain: defineMessage({
    id: 'net.signInAgain',
    defaultMessage: 'The server did not accept the sign-in: sign in again to send your changes.',
  }),
  busy: defineMessage({ id: 'net.busy', defaultMessage: 'The server is busy.' }),
  later: defineMessage({ id: 'net.later', defaultMessage: 'later' }),
  inSeconds: defineMessage<{ seconds: number }>({
    id: 'net.inSeconds',
    defaultMessage: '{seconds, plural, one {in # second} other {in # seconds}}',
  }),
  inMinutes: defineMessage<{ minutes: number }>({
    id: 'net.inMinutes',
    defaultMessage: '{minutes, plural, one {in # minute} other {in # minutes}}',
  }),
  inHours: defineMessage<{ hours: number }>({
    id: 'net.inHours',
    defaultMessage: '{hours, plural, one {in # hour} other {in # hours}}',
  }),
};

type Why =
  | { readonly kind: 'timeout'; readonly ms: number }
  | { readonly kind: 'unreachable' | 'notJson' | 'noToken' | 'cutOff'; readonly detail: string }
  | { readonly kind: 'notJsonBare' | 'noBody' }
  | { readonly kind: 'stalled'; readonly seconds: number };

const isDoing = (what: string): what is keyof typeof doing => Object.hasOwn(doing, what);

/** What the device was doing, in the shown language (a caller's words it does not know stay as they are). */
export const doingIn = (what: string, t: Translator = wordsShown()): string =>
  isDoing(what) ? t.formatMessage(doing[what]) : what;

function reasonIn(reason: Why, t: Translator): string {
  switch (reason.kind) {
    case 'timeout':
      return t.formatMessage(why.timeout, { ms: String(reason.ms) });
    case 'stalled':
      return t.formatMessage(why.stalled, { seconds: String(reason.seconds) });
    case 'notJsonBare':
    case 'noBody':
      return t.formatMessage(why[reason.kind]);
    default:
      return t.formatMessage(why[reason.kind], { detail: reason.detail });
  }
}

/** "Failed to save inspections: no answer within 30000 ms", in the shown language. */
export const networkFailure = (what: string, reason: Why, t: Translator = wordsShown()): string =>
  `${doingIn(what, t)}: ${reasonIn(reason, t)}`;

/**
 * A non-2xx answer (recording spec §7 "Response returned an error code"): in English its status and body as they came;
 * in another language the server's sentence in that language where the device knows it (serverSentenceIn).
 */
export function statusFailure(
  what: string,
  status: number,
  body: string,
  t: Translator = wordsShown(),
): string {
  const shown =
    t.locale === SOURCE_LANGUAGE
      ? body.slice(0, 500)
      : (serverSentenceIn(body, status, t) ?? body.slice(0, 500));
  return t.formatMessage(answer.status, {
    what: doingIn(what, t),
    status: String(status),
    body: shown ? ` ${shown}` : '',
  });
}

/** A save the server refused for its sign-in (401 twice): what the inspector does about it. */
export const signInRefused = (t: Translator = wordsShown()): string => t.formatMessage(answer.signInAgain);

/** How long a wait is, in words: "in 45 seconds", "in 3 minutes", "in 5 hours". */
function waitWords(ms: number, t: Translator): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return t.formatMessage(answer.inSeconds, { seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return t.formatMessage(answer.inMinutes, { minutes });
  return t.formatMessage(answer.inHours, { hours: Math.round(minutes / 60) });
}

/**
 * Words for an answer that asks the device to wait (429): the server's sentence, and that nothing of the
 * inspector's work is lost (it stays on the device and is sent again after the wait).
 */
export function waitFailure(
  what: string,
  body: string,
  waitMs: number | undefined,
  t: Translator = wordsShown(),
): string {
  const server = serverSentenceIn(body, 429, t) ?? t.formatMessage(answer.busy);
  const when = waitMs === undefined ? t.formatMessage(answer.later) : waitWords(waitMs, t);
  return t.formatMessage(answer.wait, { what: doingIn(what, t), server: server.replace(/\.?$/, '.'), when });
}

/**
 * A failure the sync reader's own worker wrote (it speaks no language but English: the catalogue stays out of it),
 * in the shown language.
 */
export function readerFailureIn(message: string, t: Translator = wordsShown()): string {
  const cut = /^(.+?): the answer was cut off \((.*)\)$/s.exec(message);
  if (cut) return networkFailure(cut[1] ?? '', { kind: 'cutOff', detail: cut[2] ?? '' }, t);
  const bare = /^(.+?): the answer was cut off or not JSON$/.exec(message);
  return bare ? networkFailure(bare[1] ?? '', { kind: 'notJsonBare' }, t) : message;
}

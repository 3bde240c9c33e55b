// Support requests (shell spec §7) go on to the support team's Slack channel through an incoming webhook when
// SLACK_WEBHOOK_URL is set; the app's failure message names Slack because that is where the message is meant to go.

export interface Sender {
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly sub: string;
}

export class SlackForwardError extends Error {
  override name = 'SlackForwardError';
}

export type ForwardUserMessage = (message: string, sender: Sender) => Promise<void>;

/** Slack's escaping for text: &, < and > only (docs.slack.dev "Escaping text"). */
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const PLAIN_ADDRESS = /^[^\s<>|&@]+@[^\s<>|&@]+$/;

/**
 * The Slack text of a message: who sent it, then each field of the app's chat-message structure on its own line
 * (nested values as JSON), or the text as sent when it is not such a structure.
 */
export function slackText(message: string, sender: Sender): string {
  // The name and e-mail come from the token: escaped like the message, so `<!channel>` in either is text, not a
  // mention, and the e-mail is a link only when it is a plain address (nothing that could close or split the link).
  const email =
    sender.email === undefined || sender.email === ''
      ? undefined
      : PLAIN_ADDRESS.test(sender.email)
        ? `<mailto:${sender.email}|${sender.email}>`
        : escape(sender.email);
  const who = [sender.name && escape(sender.name), email].filter(Boolean).join(' ');
  const heading = `*Support request* from ${who || escape(sender.sub)}`;
  let fields: string[];
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    fields = Object.entries(parsed).map(
      ([key, value]) =>
        `*${escape(key)}*: ${escape(typeof value === 'string' ? value : JSON.stringify(value))}`,
    );
  } catch {
    fields = [escape(message)];
  }
  return [heading, ...fields].join('\n');
}

export function slackForwarder(
  webhookUrl: string,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): ForwardUserMessage {
  const send = options.fetch ?? fetch;
  return async (message, sender) => {
    let response: Response;
    try {
      response = await send(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: slackText(message, sender) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SlackForwardError(`Slack could not be reached: ${(error as Error).message}`);
    }
    const answer = await response.text().catch(() => '');
    if (!response.ok)
      throw new SlackForwardError(`Slack answered ${response.status} ${answer.slice(0, 200)}`.trim());
  };
}

import { describe, expect, it } from 'vitest';
import { SlackForwardError, slackForwarder, slackText } from './slack.ts';

const sender = { sub: 'local-tom', name: 'Tom Hughes', email: 'tom@example.com' };

describe('slackText', () => {
  it("lists who sent it and each field of the app's chat-message structure", () => {
    const message = JSON.stringify({
      name: 'Tom Hughes',
      additionalInformation: 'No undercarriage on EX-204 <urgent> & soon',
      metadata: { device: 'Tablet', page: '/new-inspection' },
    });
    expect(slackText(message, sender)).toBe(
      [
        '*Support request* from Tom Hughes <mailto:tom@example.com|tom@example.com>',
        '*name*: Tom Hughes',
        '*additionalInformation*: No undercarriage on EX-204 &lt;urgent&gt; &amp; soon',
        '*metadata*: {"device":"Tablet","page":"/new-inspection"}',
      ].join('\n'),
    );
  });

  it('escapes the name and e-mail of the token, so they cannot mention a channel', () => {
    const text = slackText('help', {
      sub: 'local-m',
      name: '<!channel> Mallory',
      email: 'm@example.com|<!here>',
    });
    expect(text).toBe('*Support request* from &lt;!channel&gt; Mallory m@example.com|&lt;!here&gt;\nhelp');
    expect(text).not.toContain('<!');
  });

  it('sends other text as it came, and names the account when the token has no name or e-mail', () => {
    expect(slackText('plain <b>text</b>', { sub: 'local-x' })).toBe(
      '*Support request* from local-x\nplain &lt;b&gt;text&lt;/b&gt;',
    );
    expect(slackText('[1,2]', sender)).toContain('\n[1,2]');
  });
});

describe('slackForwarder', () => {
  it('posts the text as JSON to the webhook', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const forward = slackForwarder('https://hooks.slack.test/T/B/x', {
      fetch: async (url, init) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response('ok');
      },
    });
    await forward('help', sender);
    expect(sent).toEqual([
      {
        url: 'https://hooks.slack.test/T/B/x',
        body: { text: '*Support request* from Tom Hughes <mailto:tom@example.com|tom@example.com>\nhelp' },
      },
    ]);
  });

  it("fails with Slack's answer, or with the network's reason", async () => {
    const refused = slackForwarder('https://hooks.slack.test/x', {
      fetch: async () => new Response('invalid_token', { status: 403 }),
    });
    await expect(refused('help', sender)).rejects.toThrow(
      new SlackForwardError('Slack answered 403 invalid_token'),
    );
    const unreachable = slackForwarder('https://hooks.slack.test/x', {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable('help', sender)).rejects.toThrow('Slack could not be reached: fetch failed');
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { escapeHtml, page, personFields, readPersonForm } from './html.ts';
import { OIDC_MOUNT, type LocalAccounts, type LocalOidc } from './local-oidc.ts';

// The sign-in step of the local OpenID Connect provider: a form with a name and an e-mail address (no password; the
// provider only runs locally). Consent is granted by the provider itself for the first-party app (local-oidc.ts).

function nodeOf(c: Context<AppEnv>): { req: IncomingMessage; res: ServerResponse } {
  const { incoming, outgoing } = c.env;
  if (incoming === undefined || outgoing === undefined)
    throw new Error('The sign-in pages need the Node server');
  return { req: incoming, res: outgoing };
}

function loginPage(uid: string, values: { name?: string; email?: string }, error?: string): string {
  const action = `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<form method="post" action="${escapeHtml(action)}/login">${personFields(values, error)}` +
      `<button type="submit">Sign in</button></form>` +
      `<p><a href="${escapeHtml(action)}/abort">Cancel</a></p>`,
  );
}

export function localInteractionRoutes(oidc: LocalOidc, accounts: LocalAccounts): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { provider } = oidc;

  const details = async (c: Context<AppEnv>) => {
    const { req, res } = nodeOf(c);
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      return undefined;
    }
  };
  const expired = (c: Context<AppEnv>) =>
    c.html(page('Sign in', '<p class="error">This sign-in has expired. Start again from the app.</p>'), 400);

  routes.get('/interaction/:uid', async (c) => {
    const interaction = await details(c);
    if (interaction === undefined || interaction.uid !== c.req.param('uid')) return expired(c);
    if (interaction.prompt.name === 'login') {
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      c.header('cache-control', 'no-store');
      return c.html(loginPage(interaction.uid, { email: hint }));
    }
    // Any other prompt (consent): the provider's grant covers it; finish with the grant it made.
    const { req, res } = nodeOf(c);
    const grantId = interaction.grantId;
    const to = await provider.interactionResult(req, res, grantId ? { consent: { grantId } } : {});
    return c.redirect(to, 303);
  });

  routes.post('/interaction/:uid/login', async (c) => {
    const interaction = await details(c);
    if (interaction === undefined || interaction.uid !== c.req.param('uid')) return expired(c);
    const form = await c.req.parseBody();
    const person = readPersonForm(form);
    if ('error' in person) {
      const values = {
        name: typeof form.name === 'string' ? form.name : '',
        email: typeof form.email === 'string' ? form.email : '',
      };
      return c.html(loginPage(interaction.uid, values, person.error), 400);
    }
    const accountId = await accounts.remember(person);
    const { req, res } = nodeOf(c);
    const to = await provider.interactionResult(req, res, { login: { accountId } });
    return c.redirect(to, 303);
  });

  routes.get('/interaction/:uid/abort', async (c) => {
    const interaction = await details(c);
    if (interaction === undefined || interaction.uid !== c.req.param('uid')) return expired(c);
    const { req, res } = nodeOf(c);
    const to = await provider.interactionResult(req, res, {
      error: 'access_denied',
      error_description: 'The sign-in was cancelled',
    });
    return c.redirect(to, 303);
  });

  return routes;
}

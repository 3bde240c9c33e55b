// Small HTML pages of the local identity provider (sign-in forms): escaped text only, no scripts.

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}' +
  '.local{background:#FFCD83;border:2px solid #682424;padding:.5rem 1rem;font-weight:600}' +
  'label{display:block;margin-top:1rem}input,textarea{width:100%;font-size:1rem;padding:.4rem;box-sizing:border-box}' +
  'button{margin-top:1rem;font-size:1rem;padding:.5rem 1.5rem}.error{color:#682424;font-weight:600}';

export function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body>` +
    `<p class="local">Local development identity provider: not for production. No password is checked.</p>` +
    `<h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

export interface PersonForm {
  name: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The name and e-mail of a sign-in form, or the message saying what is wrong. */
export function readPersonForm(form: Record<string, unknown>): PersonForm | { error: string } {
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  if (name === '') return { error: 'Name is required' };
  if (!EMAIL.test(email)) return { error: 'A valid e-mail address is required' };
  if (name.length > 200 || email.length > 320) return { error: 'Name or e-mail address is too long' };
  return { name, email };
}

export function personFields(values: Partial<PersonForm>, error?: string): string {
  return (
    (error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`) +
    `<label>Name<input name="name" autocomplete="name" required value="${escapeHtml(values.name ?? '')}"></label>` +
    `<label>E-mail<input name="email" type="email" autocomplete="email" required ` +
    `value="${escapeHtml(values.email ?? '')}"></label>`
  );
}

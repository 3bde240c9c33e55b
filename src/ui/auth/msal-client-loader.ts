/**
 * MSAL and its client, loaded when first asked for: the session's start (once the first screen is shown), a sign-in,
 * a refresh, the login page once its card is shown. It would be two fifths of the app's first script, and no screen
 * waits for it to be shown (decision 0115).
 */
export const msalClient = () => import('./msal-client.ts');

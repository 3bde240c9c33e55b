// Session timings of shell spec §9 (the token refresh lead, fallback and retry are in src/rules constants).

/** shell spec §4 and §9: the expiry is also checked every 10 minutes. */
export const EXPIRY_CHECK_INTERVAL_MS = 10 * 60 * 1000;
/** shell spec §9: a 50 ms pause after storing a token. */
export const TOKEN_STORE_PAUSE_MS = 50;
/** shell spec §2 and §9: after a sign-in, the user goes Home after about 100 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 100;
/** shell spec §2 Route guard and §9: the 'login just processed' flag is cleared after 1000 ms. */
export const LOGIN_FLAG_CLEAR_MS = 1000;

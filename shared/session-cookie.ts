// Its own module, with no imports: the web app's first download reads it (web/lib/session.ts) and must not pull in
// the schemas of shared/accounts.ts.
/**
 * A cookie the browser may read (not httpOnly, value "1"), set and cleared with the session's httpOnly cookies: the
 * web app knows a visitor is signed out without a request that fails (no profile or refresh call, no 401).
 */
export const SIGNED_IN_COOKIE = 'pathshala_signed_in';

/**
 * Local storage keys of the session (SPEC §4), and the first-login mark beside them: in a
 * module of their own, with no imports, for the script that starts a page's data before the
 * app has loaded (early-page.ts).
 */
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
export const PASSWORD_CHANGE_KEY = 'passwordChangeRequired';

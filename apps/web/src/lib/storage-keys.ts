/**
 * Local storage keys the page's first script reads before the app has loaded (early-page.ts):
 * the session's (docs/product/rules.md#states-and-flows), the first-login mark beside them, and the chosen language. In a
 * module of their own, with no imports, so that script's chunk holds nothing of the app's.
 */
export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
export const PASSWORD_CHANGE_KEY = 'passwordChangeRequired';
export const LANGUAGE_KEY = 'language';
/** The language shown while none is stored (docs/product/rules.md#interface: Vietnamese by default). */
export const DEFAULT_LANGUAGE = 'vi';

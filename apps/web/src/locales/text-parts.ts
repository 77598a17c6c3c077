/**
 * A language's texts come in two parts (docs/decisions/017-first-visit-loading.md): `first`,
 * what can show before any screen's texts (the login page, the error pages, the app's own
 * alerts), and `rest`, every other section. The login page renders with the first part alone;
 * every other screen waits for both (app/router.tsx). Both come from the one locale file
 * (locale-parts.ts, a build plugin, picks the sections): adding a key changes nothing here
 * unless the login page or the error pages use a new section.
 */
export const FIRST_SECTIONS: readonly string[] = [
  'common',
  'errors',
  'validation',
  'login',
  'language',
  'nav',
  'session',
  'network',
  'crash',
  'notFound',
  'footer',
];

export type TextPart = 'first' | 'rest';

/** The sections of `texts` that belong to `part`. */
export function textPart<T extends Record<string, unknown>>(texts: T, part: TextPart): Partial<T> {
  return Object.fromEntries(Object.entries(texts).filter(([section]) => FIRST_SECTIONS.includes(section) === (part === 'first'))) as Partial<T>;
}

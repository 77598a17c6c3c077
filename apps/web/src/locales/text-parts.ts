/**
 * A language's texts come in three parts (docs/decisions/017-first-visit-loading.md): `first`,
 * what can show before any screen's texts (the login page, the error pages, the app's own
 * alerts); `staff`, the sections only teachers' and admins' screens show (authoring, admin,
 * results); and `rest`, every other section. The login page renders with the first part alone;
 * every other screen waits for the rest too, and for the staff part when a teacher or an admin
 * is signed in (lib/i18n.ts; a student's browser fetches it after the page's first paint). All
 * come from the one locale file (locale-parts.ts, a build plugin, picks the sections): adding a
 * key changes nothing here unless the login page or the error pages use a new section, or a
 * new staff-only screen brings one.
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

/**
 * Sections only the screens of teachers and admins use (the messages their errors show are the
 * first part's `messages` section). Not `admin`: a student who opens a staff page is told so
 * with it.
 */
export const STAFF_SECTIONS: readonly string[] = [
  'audience',
  'categoryAdmin',
  'courseAdmin',
  'courseCopy',
  'courseForm',
  'lessonAdmin',
  'lessonEditor',
  'questionBank',
  'quizAuthoring',
  'quizResults',
  'users',
];

export type TextPart = 'first' | 'rest' | 'staff';

const partOf = (section: string): TextPart =>
  FIRST_SECTIONS.includes(section) ? 'first' : STAFF_SECTIONS.includes(section) ? 'staff' : 'rest';

/** The sections of `texts` that belong to `part`. */
export function textPart<T extends Record<string, unknown>>(texts: T, part: TextPart): Partial<T> {
  return Object.fromEntries(Object.entries(texts).filter(([section]) => partOf(section) === part)) as Partial<T>;
}

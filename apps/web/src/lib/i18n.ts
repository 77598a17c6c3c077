import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextPart } from '../locales/text-parts';
import { importWithRetry } from './chunk-load';
import { firstContentfulPaint } from './first-contentful-paint';
import { currentPermissions } from './permissions';
import { getSession } from './session';
import { DEFAULT_LANGUAGE, LANGUAGE_KEY } from './storage-keys';
import type vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
  }
}

/**
 * Each language's texts in three parts, each its own chunk (locales/text-parts.ts): the first
 * part shows the login page, screens wait for the rest too, and a teacher's or an admin's for
 * the staff part as well.
 */
const PARTS: Record<Language, Record<TextPart, () => Promise<{ default: Record<string, unknown> }>>> = {
  vi: {
    first: () => import('../locales/vi.json?first'),
    rest: () => import('../locales/vi.json?rest'),
    staff: () => import('../locales/vi.json?staff'),
  },
  en: {
    first: () => import('../locales/en.json?first'),
    rest: () => import('../locales/en.json?rest'),
    staff: () => import('../locales/en.json?staff'),
  },
};
const loading = new Map<string, Promise<void>>();

/**
 * Fetches one part of a language's texts (once) into i18next; offline, once the connection is
 * back (lib/chunk-load.ts). A fetch that fails for good is forgotten: a later screen asks again.
 */
function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = importWithRetry(PARTS[language][part]).then(
      ({ default: texts }) => void i18n.addResourceBundle(language, 'translation', texts, true, true),
    );
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** The parts asked for so far: a language switch fetches them in the new language. */
const wanted = new Set<TextPart>(['first']);

const loadWanted = (language: Language): Promise<void> =>
  Promise.all([...wanted].map((part) => loadPart(language, part))).then(() => undefined);

/**
 * Resolves once the current language's texts for a screen are in: every screen but the login
 * page waits for it. With a teacher or an admin signed in that includes the staff part; a
 * student's screens do not show it, so a student's browser fetches it only after the page's
 * first paint (for an error text that might name a staff section).
 */
export function screenTexts(): Promise<void> {
  wanted.add('rest');
  const signedIn = getSession() !== null;
  if (currentPermissions().needsStaffTexts) wanted.add('staff');
  else if (signedIn && !wanted.has('staff')) {
    void firstContentfulPaint().then(() => {
      wanted.add('staff');
      return loadPart(currentLanguage(), 'staff');
    });
  }
  return loadWanted(currentLanguage());
}

/** Both languages whole (component tests switch languages with i18next itself). */
export const loadAllLanguages = (): Promise<void[]> =>
  Promise.all(
    LANGUAGES.flatMap((language) => [
      loadPart(language, 'first'),
      loadPart(language, 'rest'),
      loadPart(language, 'staff'),
    ]),
  );

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/** The remembered choice, Vietnamese by default. */
function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The language shown (the remembered one until i18next has started). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await loadWanted(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Resolves once the first part of the remembered language's texts is in: the app renders after
 * it. Only that language is fetched (the other with a switch to it): both have the same keys
 * (locales.test.ts), so no fallback language is needed.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    resources: {},
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })
  .then(() => loadPart(currentLanguage(), 'first'));

export { i18n };

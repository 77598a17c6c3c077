import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TextPart } from '../locales/text-parts';
import type vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
  }
}

/**
 * Each language's texts in two parts, each its own chunk (locales/text-parts.ts): the first
 * part shows the login page, screens wait for the rest too.
 */
const PARTS: Record<Language, Record<TextPart, () => Promise<{ default: Record<string, unknown> }>>> = {
  vi: { first: () => import('../locales/vi.json?first'), rest: () => import('../locales/vi.json?rest') },
  en: { first: () => import('../locales/en.json?first'), rest: () => import('../locales/en.json?rest') },
};
const loading = new Map<string, Promise<void>>();

/** Fetches one part of a language's texts (once) into i18next. */
function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language}:${part}`;
  let load = loading.get(key);
  if (!load) {
    load = PARTS[language][part]().then(({ default: texts }) => void i18n.addResourceBundle(language, 'translation', texts, true, true));
    loading.set(key, load);
  }
  return load;
}

/** Whether the rest of the texts was asked for: a language switch then fetches all of the new one. */
let restWanted = false;

/** Resolves once all of the current language's texts are in: every screen but the login page waits for it. */
export function allTexts(): Promise<void> {
  restWanted = true;
  const language = currentLanguage();
  return Promise.all([loadPart(language, 'first'), loadPart(language, 'rest')]).then(() => undefined);
}

/** Both languages whole (component tests switch languages with i18next itself). */
export const loadAllLanguages = (): Promise<void[]> => Promise.all(LANGUAGES.flatMap((language) => [loadPart(language, 'first'), loadPart(language, 'rest')]));

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/** The remembered choice, Vietnamese by default. */
function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'vi';
}

/** The language shown (the remembered one until i18next has started). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : storedLanguage();
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await Promise.all([loadPart(language, 'first'), ...(restWanted ? [loadPart(language, 'rest')] : [])]);
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

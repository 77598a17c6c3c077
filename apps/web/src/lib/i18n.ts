import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
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

/** Each language's texts are their own chunk, fetched when that language is first shown. */
const TEXTS: Record<Language, () => Promise<{ default: typeof vi }>> = {
  vi: () => import('../locales/vi.json'),
  en: () => import('../locales/en.json'),
};

const isLanguage = (value: string | null): value is Language => LANGUAGES.includes(value as Language);

/** The remembered choice, Vietnamese by default. */
function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'vi';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'vi';
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * Resolves once the remembered language's texts are loaded: the app renders after it.
 * Only that language is fetched (the other with a switch to it): both have the same keys
 * (locales.test.ts), so no fallback language is needed.
 */
export const i18nReady = i18n
  .use(initReactI18next)
  // i18next asks only for the supported languages.
  .use(resourcesToBackend((language: string) => TEXTS[language as Language]()))
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });

export { i18n };

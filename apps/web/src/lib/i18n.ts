import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import vi from '../locales/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
  }
}

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

void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'vi',
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export { i18n };

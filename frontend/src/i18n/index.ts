import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, lt } from './locales';

export const LANGUAGES = ['lt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Lithuanian is both the language a first visit sees and the one a missing English key falls back to. */
export const DEFAULT_LANGUAGE: Language = 'lt';
export const LANGUAGE_STORAGE_KEY = 'lang';

const resources = {
  lt: { translation: lt },
  en: { translation: en },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a page load starts in: an address's `?lang=` (each page has one per language, the one
 * search engines and shared links use) wins and is remembered as a choice; else the remembered choice.
 */
export function startingLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) {
    storeLanguage(asked);
    return asked;
  }
  return readStoredLanguage();
}

// Storage can throw (disabled cookies, private modes); the shop must still work, just without memory.
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies to this visit.
  }
}

/** The visitor's explicit choice: applied at once and remembered for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  // An address that names a language would bring the old one back on reload; it follows the choice.
  const address = new URL(window.location.href);
  if (address.searchParams.has('lang')) {
    address.searchParams.set('lang', language);
    window.history.replaceState(window.history.state, '', address);
  }
  await i18n.changeLanguage(language);
}

// Registered before init so the initial language also reaches <html lang> (screen readers, hyphenation).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: startingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export default i18n;

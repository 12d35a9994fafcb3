import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['lt', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Lithuanian is the language a first visit sees. */
export const DEFAULT_LANGUAGE: Language = 'lt';
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Each area's texts (`locales/<folder>/<lng>.json`) are an i18next namespace of their own, fetched when a
 * route of that area is opened (app/router.tsx) and only in the language shown, so a buyer's first page
 * carries neither the back-office's texts nor the other language. Inside its namespace an area's texts
 * sit under the area's key and the namespaces are i18next's fallbacks, so `t('auth.login.title')` reads
 * `auth/lt.json`'s `login.title` from any component, as when all texts were one catalog.
 */
export const AREA_FOLDERS = {
  auth: 'auth',
  shop: 'shop',
  checkout: 'checkout',
  scanner: 'scanner',
  admin: 'admin',
  adminEvents: 'admin-events',
  adminTickets: 'admin-tickets',
  adminOrders: 'admin-orders',
  adminRefunds: 'admin-refunds',
  adminAudit: 'admin-audit',
  adminInvoices: 'admin-invoices',
  adminSettings: 'admin-settings',
  adminReports: 'admin-reports',
} as const;
export type Area = keyof typeof AREA_FOLDERS;
export const AREAS = Object.keys(AREA_FOLDERS) as Area[];

/** The texts every page needs (layout, lists, event page, errors): `locales/<lng>.json`. */
const CORE_NAMESPACE = 'translation';

function isArea(namespace: string): namespace is Area {
  return Object.hasOwn(AREA_FOLDERS, namespace);
}

/** Each file is a chunk of its own in the build: one request per area and language, once. */
async function readTexts(language: Language, namespace: string): Promise<ResourceKey> {
  if (namespace === CORE_NAMESPACE) return (await import(`./locales/${language}.json`)).default;
  if (isArea(namespace)) {
    const texts = (await import(`./locales/${AREA_FOLDERS[namespace]}/${language}.json`)).default;
    return { [namespace]: texts };
  }
  // The information pages use theirs as a namespace of its own (`useTranslation('info')`).
  if (namespace === INFO_NAMESPACE) return (await import(`./locales/info/${language}.json`)).default;
  throw new Error(`No texts for the namespace ${namespace}`);
}

const textFiles: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to set up: the files are modules of the build.
  },
  read(language, namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No texts in ${language}`), false);
      return;
    }
    readTexts(language, namespace).then(
      (texts) => {
        callback(null, texts);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** The information pages' own namespace (`useTranslation('info')`), not one of the fallbacks. */
export const INFO_NAMESPACE = 'info';

/**
 * Fetches areas' texts (or the information pages') in the language shown; a later language switch
 * fetches them in the new one too.
 */
export async function loadAreaTexts(areas: readonly (Area | typeof INFO_NAMESPACE)[]): Promise<void> {
  await i18n.loadNamespaces([...areas]);
}

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

/** Resolves once the core texts of the starting language are here: the app renders after it (main.tsx). */
export const i18nReady = i18n
  .use(textFiles)
  .use(initReactI18next)
  .init({
    lng: startingLanguage(),
    // No fallback language: the catalogs' test holds English to Lithuanian's keys, so a fallback would
    // only make every English visitor download the Lithuanian texts as well.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    // Sets the language at once, so a route's texts asked for before the core's arrive are in it too.
    initAsync: false,
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    fallbackNS: AREAS,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;

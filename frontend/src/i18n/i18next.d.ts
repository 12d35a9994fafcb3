import 'i18next';
import type { lt } from './locales';
import type infoLt from './locales/info/lt.json';

// Typed keys: a misspelt or removed key fails `tsc` instead of showing the raw key to a visitor.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `info` is fetched with the information pages' route in the language shown (app/router.tsx).
    resources: { translation: typeof lt; info: typeof infoLt };
  }
}

import 'i18next';
import type { lt } from './locales';

// Typed keys: a misspelt or removed key fails `tsc` instead of showing the raw key to a visitor.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof lt };
  }
}

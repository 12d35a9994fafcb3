import i18n from '../../i18n';
import en from '../../i18n/locales/info/en.json';
import lt from '../../i18n/locales/info/lt.json';

/**
 * The information pages' texts are long and read by few, so they travel with this lazily loaded
 * feature as their own `info` namespace instead of in the shop's first download.
 */
export function addInfoTexts(): void {
  if (i18n.hasResourceBundle('lt', 'info')) return;
  i18n.addResourceBundle('lt', 'info', lt);
  i18n.addResourceBundle('en', 'info', en);
}

import type * as I18nModule from './index';

/** A fresh copy of the i18n module (and of i18next), as a page load would get. */
function loadI18n(): typeof I18nModule {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('./index');
  });
  if (!loaded) throw new Error('i18n module did not load');
  return loaded;
}

describe('language on start', () => {
  it('is Lithuanian when nothing is stored', () => {
    const { default: i18n } = loadI18n();
    expect(i18n.language).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
    expect(i18n.t('notFound.title')).toBe('Puslapis nerastas');
  });

  it('is the stored choice', () => {
    window.localStorage.setItem('lang', 'en');
    const { default: i18n } = loadI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the language the address names, and remembers it', () => {
    window.localStorage.setItem('lang', 'lt');
    window.history.replaceState(null, '', '/info/faq?lang=en');
    const { default: i18n } = loadI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('changes the address’s language with the visitor’s choice', async () => {
    window.history.replaceState(null, '', '/info/faq?lang=en');
    const { chooseLanguage } = loadI18n();
    await chooseLanguage('lt');
    expect(window.location.search).toBe('?lang=lt');
    window.history.replaceState(null, '', '/');
  });

  it('ignores a stored value the shop does not support', () => {
    window.localStorage.setItem('lang', 'ru');
    const { default: i18n } = loadI18n();
    expect(i18n.language).toBe('lt');
  });

  it('remembers an explicit choice and reflects it in <html lang>', async () => {
    const { default: i18n, chooseLanguage } = loadI18n();
    await chooseLanguage('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
  });
});

import type * as I18nModule from './index';

/** A fresh copy of the i18n module (and of i18next), as a page load would get, once its texts are here. */
async function loadI18n(): Promise<typeof I18nModule> {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('./index');
  });
  if (!loaded) throw new Error('i18n module did not load');
  await loaded.i18nReady;
  return loaded;
}

describe('language on start', () => {
  it('is Lithuanian when nothing is stored', async () => {
    const { default: i18n } = await loadI18n();
    expect(i18n.language).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
    expect(i18n.t('notFound.title')).toBe('Puslapis nerastas');
  });

  it('is the stored choice', async () => {
    window.localStorage.setItem('lang', 'en');
    const { default: i18n } = await loadI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the language the address names, and remembers it', async () => {
    window.localStorage.setItem('lang', 'lt');
    window.history.replaceState(null, '', '/info/faq?lang=en');
    const { default: i18n } = await loadI18n();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('changes the address’s language with the visitor’s choice', async () => {
    window.history.replaceState(null, '', '/info/faq?lang=en');
    const { chooseLanguage } = await loadI18n();
    await chooseLanguage('lt');
    expect(window.location.search).toBe('?lang=lt');
    window.history.replaceState(null, '', '/');
  });

  it('ignores a stored value the shop does not support', async () => {
    window.localStorage.setItem('lang', 'ru');
    const { default: i18n } = await loadI18n();
    expect(i18n.language).toBe('lt');
  });

  it('remembers an explicit choice and reflects it in <html lang>', async () => {
    const { default: i18n, chooseLanguage } = await loadI18n();
    await chooseLanguage('en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
  });

  it('fetches only the shown language’s texts and an area’s when asked, the other language on a switch', async () => {
    const { default: i18n, chooseLanguage, loadAreaTexts, AREAS } = await loadI18n();
    expect(i18n.hasResourceBundle('lt', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
    expect(AREAS.filter((area) => i18n.hasResourceBundle('lt', area))).toEqual([]);

    await loadAreaTexts(['checkout']);
    expect(i18n.t('checkout.order.ticketsCount', { count: 2 })).toBe('2 bilietai');
    expect(AREAS.filter((area) => i18n.hasResourceBundle('lt', area))).toEqual(['checkout']);

    await chooseLanguage('en');
    expect(i18n.t('checkout.order.ticketsCount', { count: 2 })).toBe('2 tickets');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    expect(AREAS.filter((area) => i18n.hasResourceBundle('en', area))).toEqual(['checkout']);
  });
});

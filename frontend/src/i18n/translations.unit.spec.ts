import { en, lt } from './locales';
import infoEn from './locales/info/en.json';
import infoLt from './locales/info/lt.json';

type Tree = { [key: string]: string | Tree };

/** i18next's plural suffixes: each language carries the forms its own plural rules name (lt four, en two). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `dotted.path → value`. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') {
      for (const [leafPath, leaf] of leaves(value, path)) result.set(leafPath, leaf);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

// The information pages' namespace is loaded with its pages, but is held to the same rules.
const catalogs = {
  lt: leaves({ ...lt, info: infoLt } as unknown as Tree),
  en: leaves({ ...en, info: infoEn } as unknown as Tree),
};

describe('translation catalogs', () => {
  it('have exactly the same keys in Lithuanian and English, a plural counting as one key', () => {
    const texts = (catalog: Map<string, unknown>) =>
      [...new Set([...catalog.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(texts(catalogs.en)).toEqual(texts(catalogs.lt));
  });

  it.each(Object.entries(catalogs))(
    '%s has exactly the plural forms its plural rules choose from',
    (language, catalog) => {
      const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      const forms = new Map<string, string[]>();
      for (const key of catalog.keys()) {
        const form = PLURAL_SUFFIX.exec(key)?.[1];
        if (form)
          forms.set(key.replace(PLURAL_SUFFIX, ''), [...(forms.get(key.replace(PLURAL_SUFFIX, '')) ?? []), form]);
      }
      expect(forms.size).toBeGreaterThan(0);
      expect([...forms].filter(([, found]) => found.sort().join() !== needed.join())).toEqual([]);
    },
  );

  it.each(Object.entries(catalogs))('%s has only non-empty string values', (_language, catalog) => {
    const bad = [...catalog].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...catalogs.lt]
      .filter(([key, value]) => {
        // A Lithuanian form English lacks (few, many) is held to English's general one.
        const english = catalogs.en.get(key) ?? catalogs.en.get(key.replace(PLURAL_SUFFIX, '_other'));
        return typeof value === 'string' && typeof english === 'string'
          ? placeholders(value).join() !== placeholders(english).join()
          : false;
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('carry the texts the specification fixes', () => {
    expect(catalogs.lt.get('events.empty')).toBe('Renginių nerasta. Pabandykite pakeisti filtro kriterijus.');
    expect(catalogs.en.get('events.empty')).toBe('No events found. Try changing the filter criteria.');
    expect(catalogs.en.get('footer.hoursValue')).toBe('Mon-Fri 9:00-18:00');
    expect(catalogs.lt.get('eventDetail.notFound.title')).toBe('Renginys nerastas');
    expect(catalogs.en.get('errors.generic')).toBe('An error occurred');
  });
});

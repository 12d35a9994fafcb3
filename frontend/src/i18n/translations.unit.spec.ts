import { en, lt } from './locales';

type Tree = { [key: string]: string | Tree };

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
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

const catalogs = { lt: leaves(lt), en: leaves(en) };

describe('translation catalogs', () => {
  it('have exactly the same keys in Lithuanian and English', () => {
    expect([...catalogs.en.keys()].sort()).toEqual([...catalogs.lt.keys()].sort());
  });

  it.each(Object.entries(catalogs))('%s has only non-empty string values', (_language, catalog) => {
    const bad = [...catalog].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const mismatched = [...catalogs.lt]
      .filter(([key, value]) => {
        const english = catalogs.en.get(key);
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

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { AREAS } from '../i18n';

/*
 * What a visitor's first page downloads is the entry's static import graph plus the page's own
 * (docs/web.md, "The first load"). These checks read the sources' imports, so a static import that
 * would pull the back-office, another page or a heavy library into the shop's first load fails here
 * rather than in a size measured later.
 */
const SRC = resolve(__dirname, '..');

interface Graph {
  files: string[];
  packages: string[];
  /** Translation files imported statically: they would travel in both languages with the code. */
  texts: string[];
  source: string;
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Every module reached by static imports (not `import type`, not `import()`) from the given files. */
function staticGraph(...entries: string[]): Graph {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const texts = new Set<string>();
  const sources: string[] = [];
  const pending = entries.map((entry) => resolve(SRC, entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // Comments may name a key (`auth.validation`); only code counts.
    sources.push(source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
    for (const [, specifier = ''] of source.matchAll(
      /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm,
    )) {
      if (specifier.startsWith('.') && specifier.endsWith('.json')) {
        texts.add(relative(SRC, resolve(dirname(file), specifier)));
      } else if (specifier.startsWith('.')) {
        const target = resolveImport(file, specifier);
        if (target) pending.push(target);
      } else {
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      }
    }
  }
  return {
    files: [...seen].map((file) => relative(SRC, file)).sort(),
    packages: [...packages].sort(),
    texts: [...texts].sort(),
    source: sources.join('\n'),
  };
}

/** The pages app/router.tsx loads with their routes, each with the text areas it names. */
function lazyPages(): { module: string; areas: string[] }[] {
  const router = readFileSync(join(SRC, 'app', 'router.tsx'), 'utf8');
  const pages = [
    ...router.matchAll(/page\(\s*\(\) => import\('([^']+)'\),\s*\(m\) => m\.\w+,?\s*(?:\[([^\]]*)\])?/g),
  ].map(([, module = '', areas = '']) => ({
    module: `${join('app', module)}.tsx`,
    areas: [...areas.matchAll(/'(\w+)'/g)].map(([, area = '']) => area),
  }));
  expect(pages).toHaveLength([...router.matchAll(/element: page\(/g)].length);
  return pages;
}

const BACK_OFFICE = /^(app\/(AdminApp|ScannerArea)|components\/admin\/|features\/admin-)/;
const BACK_OFFICE_PACKAGES = ['recharts', 'react-hook-form', 'jsqr'];

/** Areas whose texts a module graph uses: `t('checkout.…')`, `'shop.hero.…'` and the like. */
function areasUsed(graph: Graph): string[] {
  const used = [...graph.source.matchAll(/['`"](\w+)\.[\w$]/g)].map(([, prefix = '']) => prefix);
  return [...new Set(used.filter((prefix) => (AREAS as readonly string[]).includes(prefix)))].sort();
}

describe('the first load', () => {
  const pages = lazyPages();

  it('loads every page of the shop with its route, none with the entry', () => {
    const entry = staticGraph('main.tsx');
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.map(({ module }) => module).filter((module) => entry.files.includes(module))).toEqual([]);
  });

  it('keeps the back-office and its libraries out of the entry', () => {
    const entry = staticGraph('main.tsx');
    expect(entry.files.filter((file) => BACK_OFFICE.test(file))).toEqual([]);
    expect(entry.packages.filter((name) => BACK_OFFICE_PACKAGES.includes(name))).toEqual([]);
  });

  it('keeps the back-office and its libraries out of every shop page', () => {
    for (const { module } of pages) {
      const graph = staticGraph(module);
      expect({ module, backOffice: graph.files.filter((file) => BACK_OFFICE.test(file)) }).toEqual({
        module,
        backOffice: [],
      });
      expect({ module, packages: graph.packages.filter((name) => BACK_OFFICE_PACKAGES.includes(name)) }).toEqual({
        module,
        packages: [],
      });
    }
  });

  it('fetches with each page the text areas it shows', () => {
    for (const { module, areas } of pages) {
      const missing = areasUsed(staticGraph(module)).filter((area) => !areas.includes(area));
      expect({ module, missing }).toEqual({ module, missing: [] });
    }
  });

  it('imports no texts with the entry or a page: they are fetched in the language shown', () => {
    expect(staticGraph('main.tsx').texts).toEqual([]);
    for (const { module } of pages) {
      expect({ module, texts: staticGraph(module).texts }).toEqual({ module, texts: [] });
    }
  });

  it('needs no area’s texts for the layout every page shares', () => {
    expect(areasUsed(staticGraph('components/layout/RootLayout.tsx', 'app/router.tsx', 'main.tsx'))).toEqual([]);
  });

  it('keeps the charts and the QR decoder out of the back-office’s first chunk and the scanner’s', () => {
    expect(staticGraph('app/AdminApp.tsx').packages).not.toEqual(expect.arrayContaining(['recharts']));
    expect(staticGraph('app/AdminApp.tsx').packages).not.toEqual(expect.arrayContaining(['jsqr']));
    expect(staticGraph('app/ScannerArea.tsx').packages.filter((name) => BACK_OFFICE_PACKAGES.includes(name))).toEqual(
      [],
    );
  });
});
